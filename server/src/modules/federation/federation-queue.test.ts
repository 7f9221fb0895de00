import { afterAll, beforeAll, describe, it } from "vitest";
import { testMessageQueue } from "@fedify/testing";
import { openTestDatabase } from "../../../test/harness";
import { createJobQueue, type RunningJobQueue } from "../../jobs/job-queue";
import { fedifyMessage, JobMessageQueue } from "./federation-queue";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened?.close());

describe("Fedify's message queue on the job queue", () => {
  it("passes Fedify's own queue tests with two servers' workers on one database: each message handled once, delays kept", async () => {
    const running: RunningJobQueue[] = [];
    await testMessageQueue(
      async () => {
        // Each a server of its own: its own settings object, its own job queue workers, its own Fedify handler.
        const config = { ...opened.config };
        const jobs = createJobQueue(opened.database.orm, [fedifyMessage], { config });
        await jobs.start();
        running.push(jobs);
        return new JobMessageQueue(config, () => jobs);
      },
      async ({ controller }) => {
        controller.abort();
        for (const jobs of running) await jobs.stop();
      },
    );
  }, 180_000);
});
