import os from "node:os";
import { Authorized, Ctx, Field, Float, ObjectType, Query, Resolver } from "type-graphql";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RequestContext } from "../../kernel/request-context";

@ObjectType({ description: "Facts about the machine and process serving the site, for the back-office console." })
export class SystemInfo {
  @Field(() => String, { description: "Operating system platform, e.g. linux." }) platform!: string;
  @Field(() => String, { description: "CPU architecture, e.g. x64." }) arch!: string;
  @Field(() => String, { description: "Server software: operating system and Node.js versions." }) server!: string;
  @Field(() => String, { description: "The server's first non-internal IPv4 address." }) ip!: string;
  @Field(() => String, { description: "The directory the server runs from." }) rootDir!: string;
  @Field(() => String, { description: "The database server's version (the legacy API calls it mysqlVer)." }) databaseVersion!: string;
  @Field(() => Float, { description: "Seconds since the machine started." }) uptime!: number;
  @Field(() => Float, { description: "Total memory in bytes." }) totalMemory!: number;
  @Field(() => Float, { description: "Free memory in bytes." }) currentMemory!: number;
  @Field(() => Date, { description: "The server's current time." }) currentTime!: Date;
  @Field(() => String, { description: "The current time in UTC, as text." }) utcTime!: string;
}

function firstIpv4(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return "127.0.0.1";
}

export async function readSystemInfo(em: EntityManager): Promise<SystemInfo> {
  const [row] = await em.getConnection().execute<{ server_version: string }[]>("show server_version");
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
}

@Resolver(() => SystemInfo)
export class SystemInfoResolver {
  @Authorized()
  @Query(() => SystemInfo, { description: "System information for the console (signed-in users)." })
  systemInfo(@Ctx() ctx: RequestContext): Promise<SystemInfo> {
    return readSystemInfo(ctx.em);
  }
}
