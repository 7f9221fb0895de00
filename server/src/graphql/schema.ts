import path from "node:path";
import { buildSchema } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import { AuthResolver } from "../modules/auth/auth.resolver";
import { authChecker } from "../modules/auth/auth-checker";
import { ArticleResolver } from "../modules/article/article.resolver";
import { ColumnAuthoringResolver, ColumnResolver } from "../modules/column/column.resolver";
import { DailySentenceResolver } from "../modules/daily-sentence/daily-sentence.resolver";
import { HomeInfoResolver } from "../modules/home-info/home-info.resolver";
import { LinkResolver } from "../modules/link/link.resolver";
import { MessageResolver } from "../modules/message/message.resolver";
import { OwnerProfileResolver } from "../modules/owner-profile/owner-profile.resolver";
import { SiteInfoResolver } from "../modules/site-info/site-info.resolver";
import { SystemInfoResolver } from "../modules/system-info/system-info.resolver";
import { UserResolver } from "../modules/user/user.resolver";
import { rejectNulBytes } from "../kernel/text-rules";

export const resolvers = [
  AuthResolver,
  ArticleResolver,
  ColumnResolver,
  ColumnAuthoringResolver,
  DailySentenceResolver,
  HomeInfoResolver,
  LinkResolver,
  MessageResolver,
  OwnerProfileResolver,
  SiteInfoResolver,
  SystemInfoResolver,
  UserResolver,
] as const;

/** The repository's committed copy of the schema. */
export const SCHEMA_FILE = path.resolve(__dirname, "../../../schema.graphql");

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every app in a process, so it is built once. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    globalMiddlewares: [rejectNulBytes],
    // Inputs are checked by the services, which give messages that name the field.
    validate: false,
  });
  return built;
}
