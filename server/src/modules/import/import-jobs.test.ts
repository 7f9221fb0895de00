import type { EntityManager } from "@mikro-orm/postgresql";
import { describe, expect, it, vi } from "vitest";
import { Role, RoleAuth } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { importProgress, startImport } from "./import.service";

/** A database that finds no column for articles, answering when told to: an import that runs as long as a test needs. */
function slowDatabase() {
  let answer = () => {};
  const reached = new Promise<void>((resolve) => (answer = resolve));
  const em = { fork: () => em, findOne: async () => reached.then(() => null) } as unknown as EntityManager;
  return { em, answer };
}

const ghostExport = Buffer.from(JSON.stringify({ db: [{ meta: { version: "5.80.0" }, data: { posts: [] } }] }));
const admin = { id: 1, name: "admin", role: Role.ADMIN, roleAuth: RoleAuth.EDIT };
const input = { file: ghostExport, dryRun: true, storeImage: async () => ({ url: "", srcset: "" }) };

describe("an import job's refusals, each with what it says for the page", () => {
  it("a second import while one runs (429), an unknown job, and an import that stops for want of a column", async () => {
    const database = slowDatabase();
    const ctx = { em: database.em, user: admin } as unknown as RequestContext;
    const job = await startImport.run(ctx, input);
    await expect(startImport.run(ctx, input)).rejects.toMatchObject({
      message: "An import is already running; wait for it to finish.",
      extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 10, messageId: "import.running" },
    });
    await expect(importProgress.run(ctx, { id: "no-such-job" })).rejects.toMatchObject({ extensions: { code: "NOT_FOUND", messageId: "import.unknownJob" } });

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    database.answer();
    await expect.poll(async () => (await importProgress.run(ctx, { id: job.id })).state).toBe("failed");
    expect(log).toHaveBeenCalledWith("Import failed:", expect.objectContaining({ extensions: expect.objectContaining({ messageId: "import.noColumn" }) }));
    log.mockRestore();
    expect(await importProgress.run(ctx, { id: job.id })).toMatchObject({
      error: expect.stringMatching(/^There is no column for articles to import into/),
      errorSaid: { id: "import.noColumn", refusal: true },
    });
  });
});
