import { Kind, type OperationDefinitionNode } from "graphql";

/** The root fields the modules' manifests name (see kernel/module-manifest.ts). */
export interface GraphqlReadFields {
  /** Root query fields answered alike for every anonymous visitor. */
  publicReads: Iterable<string>;
  /** Mutations that only count views: they leave cache_version alone. */
  counterWrites: Iterable<string>;
}

/** What a parsed operation is, for the caching plugin. */
export interface GraphqlReads {
  /** A query of public root fields only. */
  isPublicRead(operation: OperationDefinitionNode): boolean;
  /** A mutation that only counts views. */
  isCounterWrite(operation: OperationDefinitionNode): boolean;
}

export function graphqlReads(fields: GraphqlReadFields): GraphqlReads {
  const publicReads = new Set(fields.publicReads);
  const counterWrites = new Set(fields.counterWrites);
  const only = (operation: OperationDefinitionNode, allowed: Set<string>) =>
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (allowed.has(s.name.value) || s.name.value === "__typename"));
  return {
    isPublicRead: (operation) => operation.operation === "query" && only(operation, publicReads),
    isCounterWrite: (operation) => operation.operation === "mutation" && only(operation, counterWrites),
  };
}
