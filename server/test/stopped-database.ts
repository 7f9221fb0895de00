import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * A query on the database of a server process that has stopped: the embedded one's files in dataDir, or the
 * PostgreSQL database at databaseUrl. What a stop wrote is read from the database itself, not through another start.
 */
export async function queryStoppedDatabase<T>(dataDir: string, databaseUrl: string | undefined, query: string): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir });
  try {
    return (await db.query<T>(query)).rows;
  } finally {
    await db.close();
  }
}
