import crypto from "node:crypto";
import pg from "pg";

/**
 * A fresh database for one test file: a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * when it is set, otherwise nothing (the caller then uses an in-memory embedded one). It is empty, or a copy
 * of `template` (the server suite's seeded database, see global-setup.ts).
 * The bench passes its own server URL and prefix, to work on a scratch database of DATABASE_URL's server.
 */
export async function createServerDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = "blog_test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!adminUrl) return undefined;
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
