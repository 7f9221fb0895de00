import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const FIELDS = "id title logo url description keywords author copyright record email";
const save = (input: Record<string, string>) =>
  server.gql(`mutation($input: SiteInfoInput!) { updateSiteInfo(id: 1, input: $input) { ${FIELDS} } }`, { input }, { token });

describe("site info", () => {
  it("is public, with the filing number", async () => {
    const result = await server.gql(`{ siteInfo { ${FIELDS} } }`);
    expect(result.data.siteInfo.record).toMatch(/ICP/);
    expect(Object.keys(result.data.siteInfo)).toHaveLength(10);
  });

  it("saves the given fields and keeps the rest", async () => {
    const before = (await server.gql(`{ siteInfo { ${FIELDS} } }`)).data.siteInfo;
    const result = await save({ title: "New title", email: "me@example.org", url: "https://blog.example.org" });
    expect(result.data.updateSiteInfo).toEqual({ ...before, title: "New title", email: "me@example.org", url: "https://blog.example.org/" });
  });

  it("refuses a bad e-mail, URL or oversized field and changes nothing", async () => {
    const before = (await server.gql(`{ siteInfo { ${FIELDS} } }`)).data.siteInfo;
    const refused: Record<string, string>[] = [{ email: "not-an-email" }, { url: "ftp://x" }, { logo: "javascript:alert(1)" }, { title: "t".repeat(201) }, { author: "a\u0000" }];
    for (const input of refused) {
      expect(errorCode(await save({ title: "changed", ...input })), JSON.stringify(input)).toBe("BAD_USER_INPUT");
    }
    expect((await server.gql(`{ siteInfo { ${FIELDS} } }`)).data.siteInfo).toEqual(before);
    const missing = await server.gql(`mutation { updateSiteInfo(id: 5, input: { title: "x" }) { id } }`, {}, { token });
    expect(errorCode(missing)).toBe("NOT_FOUND");
    expect(missing.errors![0]).toMatchObject({ message: "Site info 5 was not found.", extensions: { messageId: "siteInfo.notFound", messageValues: { id: 5 } } });
  });
});
