import fs from "node:fs";
import path from "node:path";
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { Kind, parse, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode } from "graphql";

/** The React client's sources: the bench sends what they send. */
const WEB_SRC = path.resolve(__dirname, "../../web/src");

export interface WireRequest {
  body: string;
  headers: Record<string, string>;
}

/** Every fragment the client's .graphql files define, by name (codegen gives each document the ones it spreads). */
function clientFragments(): Map<string, FragmentDefinitionNode> {
  const files = (fs.readdirSync(WEB_SRC, { recursive: true }) as string[]).filter((file) => file.endsWith(".graphql"));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of files) {
    for (const definition of parse(fs.readFileSync(path.join(WEB_SRC, file), "utf8")).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** A named operation from one of the client's .graphql files, with the fragments it spreads, wherever they are defined. */
export function clientOperation(file: string, name: string): DocumentNode {
  const document = parse(fs.readFileSync(path.join(WEB_SRC, file), "utf8"));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`web/src/${file} has no operation ${name}`);
  const fragments = clientFragments();
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment) throw new Error(`no .graphql file in web/src defines the fragment ${spread.name.value}`);
        if (!used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { ...document, definitions: [operation, ...used.values()] };
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
