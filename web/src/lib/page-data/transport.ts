import type { TypedDocumentNode } from "@apollo/client";

/** An operation's variables, as the generated documents type them. */
export type Variables = Record<string, unknown>;

/**
 * Runs one GraphQL operation and resolves with its data. It rejects as Apollo Client does — with
 * CombinedGraphQLErrors when the API answered errors, ServerError for a failed HTTP answer, TypeError when the
 * server was not reached — so error-message.ts reads the public pages' failures and the back-office's alike.
 */
export type Transport = <TData>(document: TypedDocumentNode<TData, never>, variables: Variables | undefined) => Promise<TData>;

/** "query" or "mutation": the kind of the document's one operation. */
export function operationKind(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) if (definition.kind === "OperationDefinition") return definition.operation;
  throw new Error("The document has no operation");
}

/** The name of the document's one operation, e.g. "HomeArticles". */
export function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) if (definition.kind === "OperationDefinition" && definition.name) return definition.name.value;
  throw new Error("The document has no named operation");
}
