import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { badInput, forbidden, tooManyRequests } from "../kernel/errors";
import { sendJsonFailure } from "./json-failure";

/** A real Express app whose routes each fail one way, answered by the helper the download and upload routes share. */
const failures: Record<string, unknown> = {
  "/bad": badInput("The file is not a WordPress or Ghost export."),
  "/forbidden": forbidden(),
  "/busy": tooManyRequests("An import is already running; wait for it to finish.", 10, { id: "import.running" }),
  "/malformed": badInput("This is not a Ghost export we can read: the JSON is malformed (Unexpected end).", "file", { id: "import.ghost.malformed", values: { detail: "Unexpected end" } }),
  "/broken": new Error("relation \"article\" does not exist"),
};

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  for (const [path, error] of Object.entries(failures)) app.get(path, (_req, res) => sendJsonFailure(res, error, "The import could not start. Please try again."));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("a failed download or upload route", () => {
  it("answers a refusal with its status and message, never cached", async () => {
    const bad = await fetch(`${base}/bad`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    expect(await bad.json()).toEqual({ error: "The file is not a WordPress or Ghost export." });
    expect((await fetch(`${base}/forbidden`)).status).toBe(403);
  });

  it("says what a refusal means as an id and values when it says so, for a page to say it in its reader's language", async () => {
    expect(await (await fetch(`${base}/malformed`)).json()).toEqual({
      error: "This is not a Ghost export we can read: the JSON is malformed (Unexpected end).",
      messageId: "import.ghost.malformed",
      messageValues: { detail: "Unexpected end" },
    });
    expect(await (await fetch(`${base}/busy`)).json()).toEqual({ error: "An import is already running; wait for it to finish.", messageId: "import.running" });
    expect(await (await fetch(`${base}/forbidden`)).json()).toEqual({ error: "You do not have permission to do that.", messageId: "forbidden" });
  });

  it("says when to try again after a refusal for being busy", async () => {
    const busy = await fetch(`${base}/busy`);
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe("10");
  });

  it("keeps a failure's details in the log and out of the answer", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await fetch(`${base}/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: "The import could not start. Please try again." });
    expect(log).toHaveBeenCalledWith("The import could not start. Please try again.", failures["/broken"]);
    log.mockRestore();
  });
});
