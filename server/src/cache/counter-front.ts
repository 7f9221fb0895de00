import type { IncomingMessage, ServerResponse } from "node:http";
import { execute, Kind, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from "graphql";
import { MAX_TOKENS } from "../kernel/limits";
import type { RequestContext } from "../kernel/request-context";
import type { GraphqlBody } from "./graphql-reads";
import { LearntHeads } from "./learnt-heads";

export interface CounterFrontDeps {
  schema: GraphQLSchema;
  /** Apollo's validation rules beyond graphql's own (the armor's limits), so a document passes here only if it would there. */
  validationRules: readonly ValidationRule[];
  /** Whether a body only counts views (graphql-reads.ts, from the module manifests). */
  isCounterWrite(body: GraphqlBody): boolean;
  /** The context the resolvers get: an anonymous visitor's (graphql/context.ts visitorContext). */
  context(req: IncomingMessage, res: ServerResponse): RequestContext;
}

export interface CounterFront {
  /**
   * Answers an anonymous counter mutation (recordArticleView, recordVisit) here, or returns false when the
   * request must go on to Apollo. `variant` tells apart answers whose headers differ (scheme, Accept).
   * `passOn` hands a request it took back to Apollo: an answer with errors is always Apollo's to make.
   */
  take(body: Buffer, variant: string, req: IncomingMessage, res: ServerResponse, passOn: () => void): boolean;
  /** Answers sent here so far (for tests and the bench). */
  readonly answered: number;
}

interface Prepared {
  /** Parsed and validated as Apollo would; undefined when Apollo would refuse it or it is not a counter. */
  document?: DocumentNode;
}

/** As bytes once: Buffer#indexOf would convert a string on every call. */
const MUTATION = Buffer.from("mutation");

/** Clients send a handful of fixed documents; more than this and the oldest are forgotten. */
const MAX_DOCUMENTS = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isOptionalRecord = (value: unknown) => value === undefined || value === null || isRecord(value);

/**
 * Counting a view is an in-memory count and a row kept in memory (view-counting/), yet through Express and
 * Apollo it cost six times a cached read: the middlewares, the session lookup, Apollo's request pipeline.
 * Here the same resolvers run through graphql's `execute` on the same schema, after the checks Apollo makes
 * (body shape, parse limit, validation with the same rules), and the answer is Apollo's bytes: the body as
 * Apollo writes it, with the headers the app gave the same document's first answer (learnt from it, as the
 * read cache keeps answers) and Express's ETag. Anything unusual goes on to Apollo: a body this does not
 * take apart, persisted queries, a document it has not seen answered yet, and every answer with errors.
 *
 * A request handed back after its resolver ran counts no second time: the view counter counts a visitor's
 * page once per half hour, so Apollo's run of it finds the view counted (or refused) already.
 */
export function counterFront(deps: CounterFrontDeps): CounterFront {
  const rules = [...specifiedRules, ...deps.validationRules];
  const documents = new Map<string, Prepared>();
  /** The app's headers for a document's answer, by variant. */
  const heads = new LearntHeads();

  function prepare(query: string, body: GraphqlBody): Prepared {
    if (!deps.isCounterWrite(body)) return {};
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch {
      return {};
    }
    if (validate(deps.schema, document, rules).length > 0) return {};
    // One operation, the one asked for: anything else (several, a name that is not there) is Apollo's to refuse.
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1 || (typeof body.operationName === "string" && operations[0].name?.value !== body.operationName)) return {};
    return { document };
  }

  return {
    take(raw, variant, req, res, passOn) {
      // Most bodies are reads: a look for the word is cheaper than parsing them.
      if (raw.indexOf(MUTATION) < 0) return false;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return false;
      }
      // The body as Apollo checks it (runHttpQuery); a persisted query's hash is Apollo's to resolve.
      if (!isRecord(body) || typeof body.query !== "string" || !isOptionalRecord(body.variables) || !isOptionalRecord(body.extensions)) return false;
      if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== "string") return false;
      if (isRecord(body.extensions) && "persistedQuery" in body.extensions) return false;
      const documentKey = `${body.operationName ?? ""}\n${body.query}`;
      let prepared = documents.get(documentKey);
      if (!prepared) {
        prepared = prepare(body.query, body);
        if (documents.size >= MAX_DOCUMENTS) documents.clear();
        documents.set(documentKey, prepared);
      }
      if (!prepared.document) return false;
      const key = `${variant}\n${documentKey}`;
      if (!heads.has(key)) {
        heads.learn(key, res, isSuccess);
        return false;
      }
      const document = prepared.document;
      Promise.resolve()
        .then(() =>
          execute({
            schema: deps.schema,
            document,
            variableValues: (body.variables as Record<string, unknown> | null) ?? undefined,
            operationName: (body.operationName as string | null) ?? undefined,
            contextValue: deps.context(req, res),
          }),
        )
        .then(
          (result) => {
            if (result.errors) return passOn();
            // Apollo's own serialisation (runHttpQuery's prettyJSONStringify): the JSON and a line feed.
            heads.send(key, res, Buffer.from(JSON.stringify({ data: result.data }) + "\n"));
          },
          () => passOn(),
        );
      return true;
    },
    get answered() {
      return heads.answered;
    },
  };
}

function isSuccess(body: Buffer): boolean {
  const parsed = JSON.parse(body.toString("utf8")) as { data?: unknown; errors?: unknown };
  return isRecord(parsed.data) && parsed.errors === undefined;
}
