import { describe, expect, it } from "vitest";
import { SiteShellDocument } from "../../gql/shell/graphql";
import { DataClient } from "./data-client";
import type { Transport } from "./transport";

const site = (title: string) => ({ siteInfo: { title } });

/** A transport whose answers the test hands out one by one, in any order. */
function controlledTransport() {
  const calls: { resolve: (data: unknown) => void; reject: (error: Error) => void }[] = [];
  const transport: Transport = () => new Promise((resolve, reject) => calls.push({ resolve: resolve as (data: unknown) => void, reject }));
  return { transport, calls };
}

describe("DataClient", () => {
  it("starts from the answers a server render sent, under the query's name and variables", () => {
    const client = new DataClient(controlledTransport().transport, { "SiteShell:{}": site("Served") });
    expect(client.state(client.key(SiteShellDocument as never, undefined))).toEqual({ data: site("Served"), loading: false });
  });

  it("keeps the latest request's answer when an older one arrives after it", async () => {
    const { transport, calls } = controlledTransport();
    const client = new DataClient(transport);
    const key = client.key(SiteShellDocument as never, undefined);
    const older = client.load(SiteShellDocument as never);
    const newer = client.load(SiteShellDocument as never);
    calls[1].resolve(site("Newer"));
    calls[0].resolve(site("Older"));
    await Promise.all([older, newer]);
    expect(client.state(key)?.data).toEqual(site("Newer"));
  });

  it("sends only the answers that arrived, and says whether the server must render again", async () => {
    const { transport, calls } = controlledTransport();
    const client = new DataClient(transport, {}, true);
    void client.load(SiteShellDocument as never).catch(() => {});
    const settled = client.settle();
    calls[0].reject(new Error("down"));
    expect(await settled).toBe(true);
    expect(await client.settle()).toBe(false);
    expect(client.extract()).toEqual({});
  });

  it("forgets every answer, and ignores a request that was under way", async () => {
    const { transport, calls } = controlledTransport();
    const client = new DataClient(transport, { "SiteShell:{}": site("Served") });
    const key = client.key(SiteShellDocument as never, undefined);
    const request = client.load(SiteShellDocument as never);
    client.forget();
    calls[0].resolve(site("Late"));
    await request;
    expect(client.state(key)).toBeUndefined();
  });
});
