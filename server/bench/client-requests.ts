import fs from "node:fs";
import path from "node:path";
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { Kind, parse, type DocumentNode } from "graphql";

/** The React client's sources: the bench sends what they send. */
const WEB_SRC = path.resolve(__dirname, "../../web/src");

export interface WireRequest {
  body: string;
  headers: Record<string, string>;
}

/** A named operation from one of the client's .graphql files, with the fragments that file defines. */
export function clientOperation(file: string, name: string): DocumentNode {
  const document = parse(fs.readFileSync(path.join(WEB_SRC, file), "utf8"));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`web/src/${file} has no operation ${name}`);
  return { ...document, definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)] };
}

/** A number the client's components pass as a variable (a page size), read from their source. */
export function clientConstant(file: string, name: string): number {
  const match = new RegExp(`export const ${name} = (\\d+);`).exec(fs.readFileSync(path.join(WEB_SRC, file), "utf8"));
  if (!match) throw new Error(`web/src/${file} no longer exports ${name} as a number`);
  return Number(match[1]);
}

/**
 * The request the client puts on the wire for an operation. Apollo Client 4 itself builds it (with the
 * __typename fields its cache adds, and its extensions), and the fetch it is given keeps the request.
 */
export async function wireRequest(document: DocumentNode, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<WireRequest> {
  let sent: RequestInit | undefined;
  const fetch = async (_uri: string | URL | Request, init?: RequestInit) => {
    sent = init;
    return new Response(JSON.stringify({ data: null }), { headers: { "content-type": "application/json" } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: "/graphql", credentials: "same-origin", fetch, headers }), cache: new InMemoryCache() });
  const mutation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "mutation");
  // The made-up answer does not fit the operation; only the request matters here.
  await (mutation ? client.mutate({ mutation: document, variables }) : client.query({ query: document, variables, fetchPolicy: "network-only" })).catch(() => undefined);
  client.stop();
  if (!sent || typeof sent.body !== "string") throw new Error("Apollo Client sent no request body");
  return { body: sent.body, headers: Object.fromEntries(new Headers(sent.headers).entries()) };
}
