import type { Access } from "../kernel/permissions";
import { badInput } from "../kernel/errors";
import type { Api } from "./operations";
import { read, type Reader, type TypedReader } from "./readers";


// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an operation's data has the shape its selection names
export type Input = Record<string, any>;

/** One row of the table: a legacy path. */
export interface Route {
  needs: Access;
  /** Changes something, so it is refused when the browser says it was sent from another site. */
  writes?: boolean;
  /** Where the payload is: the body (form, multipart or JSON; POST only) or the query string (GET or POST). */
  from?: "body" | "query";
  /** Payload keys the call reads and how each is converted; any other key is ignored. */
  input?: Record<string, Reader>;
  /** For calls that change one field: exactly one of these keys must be given. */
  oneOf?: Record<string, Reader>;
  /** Runs the GraphQL operation(s) and answers the legacy `data`. */
  run(input: Input, api: Api): Promise<unknown>;
  /** The success msg; "ok" when not set. */
  msg?: string;
  /** Answer the data as an SVG picture instead of the JSON envelope. */
  sends?: "svg";
}

/** Converts every key the route reads, so a bad value is refused before anything runs. */
export function readInput(route: Route, payload: ReadonlyMap<string, string>): Input {
  const input: Input = {};
  for (const [key, reader] of Object.entries(route.input ?? {})) input[key] = reader.read(payload.get(key), key);
  if (route.oneOf) {
    const names = Object.keys(route.oneOf);
    const given = names.filter((key) => payload.has(key));
    if (given.length === 0) throw badInput(`Give one of ${names.join(", ")} to change.`);
    if (given.length > 1) throw badInput(`Change one field at a time: got ${given.join(" and ")}; send only one of ${names.join(", ")}.`);
    input[given[0]] = route.oneOf[given[0]].read(payload.get(given[0]), given[0]);
  }
  return input;
}

/** For each key: how its value is read, and the GraphQL call (using $id and $value) that saves it. */
export type Setters = Record<string, [TypedReader, string]>;

/** A row for `/api/xxxUpdate`: id plus exactly one field, saved by the mutation listed for that field. */
export function update<T>(needs: Access, shape: { fields: string; row: (saved: T) => unknown }, setters: Setters): Route {
  return {
    needs,
    writes: true,
    input: { id: read.id },
    oneOf: Object.fromEntries(Object.entries(setters).map(([key, [reader]]) => [key, reader])),
    async run(input, api) {
      const key = Object.keys(setters).find((name) => input[name] !== undefined) as string;
      const [reader, call] = setters[key];
      const operation = `mutation($id: Int!, $value: ${reader.type}) { saved: ${call} { ${shape.fields} } }`;
      const { saved } = await api.query(operation, { id: input.id, value: input[key] });
      return shape.row(saved);
    },
  };
}
