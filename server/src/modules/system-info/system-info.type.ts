import { Field, Float, ObjectType } from "type-graphql";

/** No table behind it: read from the machine and the database server on each request. */
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
