import type { Request, Response } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";

const PROBE_TIMEOUT_MS = 2000;

/** 200 when the database answers a trivial query in time, 503 otherwise. */
export function healthHandler(orm: MikroORM) {
  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        orm.em.getConnection().execute("select 1"),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS))),
      ]);
      res.status(200).json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", message: "The database is not answering." });
    } finally {
      clearTimeout(timer);
    }
  };
}
