import type { DocumentNode } from "graphql";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { inReadersLanguage } from "../../i18n/server-message";
import { printDocument } from "./print-document";
import { operationName, type Transport } from "./transport";

const printed = new WeakMap<object, string>();

/** The document as sent, printed once: the generated documents are already parsed, so no parser ships. */
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = printDocument(document)));
  return text;
}

/**
 * The public pages' way to the API: one POST to /graphql with the session cookie (same origin), the answer
 * read as the GraphQL over HTTP spec says. A few hundred bytes instead of Apollo Client, which stays with the
 * back-office (lib/apollo.ts).
 */
export const httpTransport: Transport = async (document, variables) => {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify({ operationName: operationName(document), query: queryText(document), variables }),
  });
  const bodyText = await response.text();
  let result: { data?: unknown; errors?: [] } | undefined;
  try {
    result = JSON.parse(bodyText) as typeof result;
  } catch {
    result = undefined;
  }
  if (result?.errors?.length) {
    const errors = (result.errors as { message: string; extensions?: Record<string, unknown> }[]).map(inReadersLanguage);
    throw new CombinedGraphQLErrors({ ...result, errors } as ConstructorParameters<typeof CombinedGraphQLErrors>[0]);
  }
  if (!response.ok || !result?.data) throw new ServerError(`Response not successful: received status code ${response.status}`, { response, bodyText });
  return result.data as never;
};
