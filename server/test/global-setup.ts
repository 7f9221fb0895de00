import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database";
import { ADMIN } from "./credentials";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The database every test file's server starts from, migrated and seeded (the demo content and the tests'
     * administrator) once for the whole run: the embedded database's folder, the same as one file
     * (PGlite's dumpDataDir) to load into memory, and, with TEST_DATABASE_URL, the name of a template database
     * on that PostgreSQL server.
     */
    seededDatabase: { dataDir: string; dump: string; template?: string };
  }
}

/**
 * Runs once before the server suite: migrates and seeds the databases that each test file then copies,
 * instead of every file building its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seed = { adminName: ADMIN.name, adminPassword: ADMIN.password, logSql: false };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "blog-test-seed-"));
  const dataDir = path.join(folder, "data");
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `blog_test_template_${crypto.randomBytes(6).toString("hex")}` : undefined;
  const removeAll = async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
  try {
    const embedded = await openDatabase({ ...seed, databaseUrl: undefined, dataDir });
    await embedded.close();
    const db = await PGlite.create({ dataDir });
    const dump = path.join(folder, "seeded.tar");
    fs.writeFileSync(dump, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
    await db.close();

    if (adminUrl && template) {
      await adminQuery(adminUrl, `create database ${template}`);
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      const database = await openDatabase({ ...seed, databaseUrl: url.toString(), dataDir: "" });
      await database.close();
    }
    project.provide("seededDatabase", { dataDir, dump, template });
  } catch (error) {
    await removeAll();
    throw error;
  }
  return removeAll;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
