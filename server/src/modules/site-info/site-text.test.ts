import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const SET = `mutation($language: Language!, $input: SiteTextInput!) { setSiteText(language: $language, input: $input) { language title description note } }`;

describe("the site's texts per language", () => {
  it("are empty until written, and then give pages and feeds in that language their title and description", async () => {
    const before = (await server.gql(`{ siteInfo { title description } siteText(language: ZH) { title note } }`)).data;
    expect(before.siteText).toEqual({ title: "", note: "" });
    expect((await server.gql(`{ siteInfo(language: ZH) { title } }`)).data.siteInfo.title).toBe(before.siteInfo.title);

    const saved = await gql(SET, { language: "ZH", input: { title: "  静思录  ", description: "安静地写字的地方", note: "你好" } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.setSiteText).toEqual({ language: "ZH", title: "静思录", description: "安静地写字的地方", note: "你好" });

    const read = (await server.gql(`{ zh: siteInfo(language: ZH) { title description } en: siteInfo(language: EN) { title } plain: siteInfo { title } texts: siteTexts { language title } }`)).data;
    expect(read.zh).toEqual({ title: "静思录", description: "安静地写字的地方" });
    expect(read.en.title).toBe(before.siteInfo.title);
    expect(read.plain.title).toBe(before.siteInfo.title);
    expect(read.texts).toEqual([{ language: "ZH", title: "静思录" }, { language: "EN", title: "" }]);

    const feed = await (await fetch(`${server.url}/zh/rss.xml`)).text();
    expect(feed).toContain("<title>静思录</title>");
    expect(await (await fetch(`${server.url}/en/rss.xml`)).text()).toContain(`<title>${before.siteInfo.title}</title>`);
  });

  it("refuses a text that is too long, and an anonymous change, changing nothing", async () => {
    const long = await gql(SET, { language: "EN", input: { title: "x".repeat(201) } });
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
    expect(long.errors![0].message).toBe("title must be at most 200 characters");
    // What it says, for a client to say it in its reader's language.
    expect(long.errors![0].extensions).toMatchObject({ field: "title", messageId: "text.tooLong", messageValues: { field: "title", max: 200 } });
    expect(errorCode(await server.gql(SET, { language: "EN", input: { title: "Mine now" } }))).toBe("UNAUTHENTICATED");
    expect((await server.gql(`{ siteText(language: EN) { title } }`)).data.siteText.title).toBe("");
  });
});
