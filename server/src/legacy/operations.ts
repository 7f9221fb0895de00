import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { RequestContext } from "../kernel/request-context";

/** How a route runs GraphQL: the same schema and context as /graphql, so sessions and rules are the same. */
export interface Api {
  /** Runs one operation and answers its data; the first GraphQL error is thrown for the envelope to translate. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an operation's data has the shape its selection names
  query(source: string, variables?: Record<string, unknown>): Promise<any>;
  /**
   * Runs a list operation page by page and answers every item, since the API caps the size of a
   * page. The operation takes `$offset` and selects `page: list(…) { total items { … } }`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an operation's data has the shape its selection names
  allPages(source: string, variables?: Record<string, unknown>): Promise<any[]>;
}

/** The shim's operations are fixed strings, so each is parsed and validated once per process. */
const documents = new Map<string, DocumentNode>();

function documentFor(schema: GraphQLSchema, source: string): DocumentNode {
  let document = documents.get(source);
  if (!document) {
    document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`A legacy operation does not fit the schema: ${errors[0].message}`);
    documents.set(source, document);
  }
  return document;
}

export function operations(schema: GraphQLSchema, context: RequestContext): Api {
  const query: Api["query"] = async (source, variables = {}) => {
    const result = await execute({ schema, document: documentFor(schema, source), variableValues: variables, contextValue: context });
    if (result.errors?.length) throw result.errors[0];
    return result.data;
  };
  return {
    query,
    async allPages(source, variables = {}) {
      const items: unknown[] = [];
      for (;;) {
        const { page } = await query(source, { ...variables, offset: items.length });
        items.push(...page.items);
        if (page.items.length === 0 || items.length >= page.total) return items;
      }
    },
  };
}
