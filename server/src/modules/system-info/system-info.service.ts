import os from "node:os";
import { operation } from "../../kernel/operation";
import { SESSION } from "../../kernel/permissions";
import type { SystemInfo } from "./system-info.type";

function firstIpv4(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return "127.0.0.1";
}

/** System information for the back-office console (signed-in users). */
export const readSystemInfo = operation(SESSION, async (ctx): Promise<SystemInfo> => {
  const [row] = await ctx.em.getConnection().execute<{ server_version: string }[]>("show server_version");
  const now = new Date();
  return {
    platform: os.platform(),
    arch: os.arch(),
    server: `${os.type()} ${os.release()} / Node.js ${process.version}`,
    ip: firstIpv4(),
    rootDir: process.cwd(),
    databaseVersion: `PostgreSQL ${row.server_version}`,
    uptime: os.uptime(),
    totalMemory: os.totalmem(),
    currentMemory: os.freemem(),
    currentTime: now,
    utcTime: now.toUTCString(),
  };
});
