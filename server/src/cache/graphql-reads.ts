import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { MAX_TOKENS } from "../kernel/limits";

/**
 * Root fields whose answer is the same for every visitor who is not signed in, and changes only through
 * writes that raise cache_version (see the cache_version migration) or, for view counts, within the TTL.
 * Left out on purpose: `homeInfo` (today's visit count must be live), `captcha` (issues a new one each
 * time), `me`, and everything that needs a session.
 */
export const PUBLIC_ROOT_FIELDS = new Set([
  "articles",
  "article",
  "dailySentences",
  "siteInfo",
  "columns",
  "column",
  "ownerProfile",
  "links",
  "messages",
]);

/** Mutations that only count views: they leave cache_version alone, so they need no new version check. */
export const COUNTER_MUTATIONS = new Set(["recordArticleView", "recordVisit"]);

export interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

type BodyKind = "public read" | "counter" | "other";

/** Documents seen before, with their kind; clients send a handful of fixed documents, so this stays small. */
const kinds = new Map<string, BodyKind>();
const MAX_KINDS = 1000;

/** Whether a request body asks only for public root fields, in a query (never a mutation). */
export const isPublicRead = (body: GraphqlBody | undefined) => kindOf(body) === "public read";

/** Whether a request body only counts views. */
export const isCounterWrite = (body: GraphqlBody | undefined) => kindOf(body) === "counter";

function kindOf(body: GraphqlBody | undefined): BodyKind {
  if (!body || typeof body.query !== "string") return "other";
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== "string") return "other";
  const operationName = body.operationName ?? undefined;
  const documentKey = `${operationName ?? ""}\n${body.query}`;
  let kind = kinds.get(documentKey);
  if (kind === undefined) {
    kind = classify(body.query, operationName);
    if (kinds.size >= MAX_KINDS) kinds.clear();
    kinds.set(documentKey, kind);
  }
  return kind;
}

function classify(source: string, operationName: string | undefined): BodyKind {
  let operations: OperationDefinitionNode[];
  try {
    // Over the limit it is no public read: Apollo refuses it.
    operations = parse(source, { maxTokens: MAX_TOKENS }).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return "other";
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return "other";
  const fields = operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : undefined));
  const all = (allowed: Set<string>) => fields.every((name) => name !== undefined && (allowed.has(name) || name === "__typename"));
  if (operation.operation === "query" && all(PUBLIC_ROOT_FIELDS)) return "public read";
  if (operation.operation === "mutation" && all(COUNTER_MUTATIONS)) return "counter";
  return "other";
}
