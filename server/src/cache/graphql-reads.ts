import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { MAX_TOKENS } from "../kernel/limits";

export interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

type BodyKind = "public read" | "counter" | "other";

/** The root fields the modules' manifests name (see kernel/module-manifest.ts). */
export interface GraphqlReadFields {
  /** Root query fields answered alike for every anonymous visitor. */
  publicReads: Iterable<string>;
  /** Mutations that only count views: they leave cache_version alone, so they need no new version check. */
  counterWrites: Iterable<string>;
}

export interface GraphqlReads {
  /** Whether a request body asks only for public root fields, in a query (never a mutation). */
  isPublicRead(body: GraphqlBody | undefined): boolean;
  /** Whether a request body only counts views. */
  isCounterWrite(body: GraphqlBody | undefined): boolean;
  /** Whether a parsed operation is a public read (for Apollo's own plugins, which have it parsed). */
  isPublicOperation(operation: OperationDefinitionNode): boolean;
}

/** Documents seen before are remembered with their kind; clients send a handful of fixed documents. */
const MAX_KINDS = 1000;

/** Tells the read cache which GraphQL bodies it may answer or let through. */
export function graphqlReads(fields: GraphqlReadFields): GraphqlReads {
  const publicReads = new Set(fields.publicReads);
  const counterWrites = new Set(fields.counterWrites);
  const kinds = new Map<string, BodyKind>();

  function classify(source: string, operationName: string | undefined): BodyKind {
    let operations: OperationDefinitionNode[];
    try {
      // Over the limit it is no public read: Apollo refuses it.
      operations = parse(source, { maxTokens: MAX_TOKENS }).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    } catch {
      return "other";
    }
    const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    return operation ? kindOfOperation(operation) : "other";
  }

  function kindOfOperation(operation: OperationDefinitionNode): BodyKind {
    const names = operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : undefined));
    const all = (allowed: Set<string>) => names.every((name) => name !== undefined && (allowed.has(name) || name === "__typename"));
    if (operation.operation === "query" && all(publicReads)) return "public read";
    if (operation.operation === "mutation" && all(counterWrites)) return "counter";
    return "other";
  }

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

  return {
    isPublicRead: (body) => kindOf(body) === "public read",
    isCounterWrite: (body) => kindOf(body) === "counter",
    isPublicOperation: (operation) => kindOfOperation(operation) === "public read",
  };
}
