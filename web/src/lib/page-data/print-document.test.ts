import { describe, expect, it } from "vitest";
import { parse, print, type DocumentNode } from "graphql";
import { printDocument } from "./print-document";

/** Every generated module of the public pages: their documents are what the data client sends. */
const MODULES = import.meta.glob<Record<string, unknown>>(["../../gql/*/graphql.ts", "!../../gql/admin/graphql.ts"], { eager: true });
const documents = Object.values(MODULES).flatMap((module) =>
  Object.entries(module).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith("Document")),
);

const EDGE_CASES = parse(`
  query Edge($a: Int = 3, $b: [String!]! = ["x\\"y", "z"], $c: Filter) @live {
    items(a: $a, b: $b, where: { name: "q\\n", tags: [ONE, TWO], on: true, off: null, f: 1.5 }) @include(if: true) {
      renamed: id
      ... on Thing { kind }
      ... @skip(if: false) { other }
      ...Fields
    }
  }
  fragment Fields on Thing { id }
`);

describe("printDocument", () => {
  it("prints every public document as graphql's printer does, once parsed again", () => {
    expect(documents.length).toBeGreaterThan(10);
    for (const [name, document] of documents) expect(print(parse(printDocument(document))), name).toBe(print(document));
  });

  it("prints variables with defaults, aliases, inline fragments, directives and every literal", () => {
    expect(print(parse(printDocument(EDGE_CASES)))).toBe(print(EDGE_CASES));
  });
});
