import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, waitFor } from "@testing-library/react";
import { SiteShellDocument } from "../gql/shell/graphql";
import { ApolloProvider } from "@apollo/client/react";
import { mockApolloClient } from "./test-render";
import { usePageHead, type PageHead } from "./use-page-head";

afterEach(cleanup);

const siteShell = {
  request: { query: SiteShellDocument },
  result: {
    data: {
      siteInfo: {
        __typename: "SiteInfo",
        id: 1,
        title: "My blog",
        logo: "/logo.svg",
        description: "Notes on things",
        keywords: "blog",
        author: "Lin",
        email: "lin@example.com",
        record: "",
        copyright: "",
        language: "EN",
      },
      siteMenus: { __typename: "SiteMenus", header: [], footer: [] },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A page the server rendered for /detail?id=3 on a site whose URL is https://blog.example. */
document.head.innerHTML = `
  <link rel="canonical" href="https://blog.example/detail?id=3" />
  <meta property="og:type" content="article" />
  <meta property="og:title" content="Third" />
  <meta property="article:published_time" content="2025-01-02T03:04:05.000Z" />
  <script type="application/ld+json">{"@type":"BlogPosting"}</script>`;
document.body.innerHTML = `<script type="application/json" id="served-page">{"data":{},"origin":"https://blog.example","status":200}</script>`;

function Page(props: PageHead) {
  usePageHead(props);
  return null;
}

const show = (head: PageHead) =>
  render(
    <ApolloProvider client={mockApolloClient([siteShell])}>
      <Page {...head} />
    </ApolloProvider>,
  );

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;
const jsonLd = () => document.head.querySelectorAll('script[type="application/ld+json"]').length;
const relMe = () => [...document.head.querySelectorAll('link[rel="me"]')].map((link) => link.getAttribute("href"));

describe("usePageHead", () => {
  it("follows navigation on the site's own origin, the page's JSON-LD with it", async () => {
    show({
      path: "/detail?id=3",
      title: "Third",
      image: "/uploads/third.png",
      type: "article",
      published: "2025-01-02T03:04:05.000Z",
      jsonLd: ({ url, author }) => ({ "@type": "BlogPosting", url, author }),
    });
    await waitFor(() => expect(meta("og:site_name")).toBe("My blog"));
    expect(document.title).toBe("Third - My blog");
    expect(canonical()).toBe("https://blog.example/detail?id=3");
    expect(meta("og:image")).toBe("https://blog.example/uploads/third.png");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(jsonLd()).toBe(1);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
      "@type": "BlogPosting",
      url: "https://blog.example/detail?id=3",
      author: "Lin",
    });
    cleanup();

    show({ path: "/about", title: "About", type: "profile", me: ["mailto:lin@example.com", "https://code.example/lin"] });
    await waitFor(() => expect(meta("og:description")).toBe("Notes on things"));
    expect(canonical()).toBe("https://blog.example/about");
    expect(meta("og:url")).toBe("https://blog.example/about");
    expect(meta("og:type")).toBe("profile");
    expect(meta("og:title")).toBe("About");
    expect(meta("og:image")).toBe("https://blog.example/logo.svg");
    expect(meta("twitter:card")).toBe("summary");
    expect(meta("article:published_time")).toBeNull();
    // The JSON-LD described the article, not this page, which has none.
    expect(jsonLd()).toBe(0);
    expect(relMe()).toEqual(["mailto:lin@example.com", "https://code.example/lin"]);
    cleanup();

    // The owner's other identities are named by the pages that carry the owner's card, not by every page.
    show({ path: "/search", title: "Search" });
    await waitFor(() => expect(canonical()).toBe("https://blog.example/search"));
    expect(relMe()).toEqual([]);
  });

  it("marks a not-found page noindex and drops its canonical address", async () => {
    show({ path: "/detail?id=999", title: "Article not found", indexable: false });
    await waitFor(() => expect(meta("robots")).toBe("noindex"));
    expect(canonical()).toBeNull();
    expect(meta("og:url")).toBeNull();

    cleanup();
    show({ path: "/" });
    await waitFor(() => expect(meta("og:title")).toBe("My blog"));
    expect(meta("robots")).toBeNull();
    expect(canonical()).toBe("https://blog.example/");
  });
});
