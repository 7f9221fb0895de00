import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestIsHttps, type ProxyTrust } from "./request-is-https";

/** An app that answers what Express's req.secure and requestIsHttps say about the same request. */
function verdictServer(trustProxy: boolean | number | string) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => {
    res.json({ express: req.secure, ours: requestIsHttps(req, app.get("trust proxy fn") as ProxyTrust) });
  });
  return http.createServer(app);
}

const TRUST_SETTINGS: (boolean | number | string)[] = [false, true, 1, 2, "loopback", "10.0.0.1"];
const FORWARDED_PROTOS = [undefined, "https", "http", "HTTPS", " https ", "https, http", "http, https", ""];

describe.each(TRUST_SETTINGS)("requestIsHttps with trust proxy %j", (trustProxy) => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = verdictServer(trustProxy);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(FORWARDED_PROTOS)("agrees with Express's req.secure for X-Forwarded-Proto %j", async (proto) => {
    const response = await fetch(url, { headers: proto === undefined ? {} : { "x-forwarded-proto": proto } });
    const { express: secure, ours } = (await response.json()) as { express: boolean; ours: boolean };
    expect(ours).toBe(secure);
  });

  it("believes X-Forwarded-Proto only when the peer (127.0.0.1 here) is a trusted proxy", async () => {
    const response = await fetch(url, { headers: { "x-forwarded-proto": "https" } });
    const { ours } = (await response.json()) as { ours: boolean };
    expect(ours).toBe(trustProxy === true || trustProxy === 1 || trustProxy === 2 || trustProxy === "loopback");
  });
});
