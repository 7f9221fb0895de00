import { badInput } from "../kernel/errors";
import type { Operation } from "../kernel/operation";
import { Need, type Access } from "../kernel/permissions";
import type { RequestContext } from "../kernel/request-context";
import { read, type Reader } from "./readers";

/** Payload keys a call reads, each with its reader. */
export type Readers = Record<string, Reader<unknown>>;

/** What the readers of a row give its `run`. */
export type InputOf<R extends Readers> = { [K in keyof R]: ReturnType<R[K]["read"]> };

/**
 * One legacy path (shared/legacy-api.md): who may call it, which payload keys it reads and how, the
 * operations it runs, and the reshaping of their answer. Each module's rows are in `legacy/modules/<name>.ts`,
 * listed in legacy/routes.ts; router.ts serves them.
 */
export interface LegacyRoute<In extends Record<string, unknown> = Record<string, unknown>> {
  /** Checked before the payload is read: the operation's own needs, or what the contract adds to them. */
  needs: Access;
  /** Changes something, so it is refused when the browser says it was sent from another site. */
  writes?: boolean;
  /** Where the payload is: the body (form, multipart or JSON; POST only) or the query string (GET or POST). */
  from?: "body" | "query";
  /** Payload keys the call reads and how each is converted; any other key is ignored. */
  input?: Readers;
  /** For calls that change one field: exactly one of these keys must be given. */
  oneOf?: Readers;
  /** Runs the operation(s) and answers the legacy `data`. */
  run(ctx: RequestContext, input: In): Promise<unknown>;
  /** The success msg; "ok" when not set. */
  msg?: string;
  /** Answer the data as an SVG picture instead of the JSON envelope. */
  sends?: "svg";
  /**
   * Answers the same for every visitor and takes no payload, and changes only through writes that raise
   * cache_version: the answer cache may keep its answer (cache/answer-cache.ts).
   */
  publicRead?: boolean;
  /** Only counts a view (and reads), leaving cache_version alone: no new look at the version after it. */
  countsViews?: boolean;
}

/** Declares a row whose `run` is typed by its readers. */
export function legacyRoute<R extends Readers = Record<never, Reader<unknown>>>(
  row: Omit<LegacyRoute, "input" | "run"> & { input?: R; run(ctx: RequestContext, input: InputOf<R>): Promise<unknown> },
): LegacyRoute {
  return row as LegacyRoute;
}

/** Converts every key the route reads, so a bad value is refused before anything runs. */
export function readInput(route: LegacyRoute, payload: ReadonlyMap<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
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

/** One key of a `/api/xxxUpdate` call: how its value is read, and the operation that saves it. */
export interface FieldSetter<Saved> {
  reader: Reader<unknown>;
  needs: Access;
  save(ctx: RequestContext, id: number, value: unknown): Promise<Saved>;
}

/** A key saved by `op`, whose input `toInput` builds from the row's id and the key's value. */
export function setField<T, I, Saved>(reader: Reader<T>, op: Operation<I, Saved>, toInput: (id: number, value: T) => I): FieldSetter<Saved> {
  return { reader, needs: op.needs, save: (ctx, id, value) => op.run(ctx, toInput(id, value as T)) };
}

/**
 * What a call needs that may run any of several operations: which one runs is known only once the payload is
 * read, and access is checked before that, so the call needs everything any of them needs.
 */
export function strictest(accesses: readonly Access[]): Access {
  if (accesses.every((access) => access === null)) return null;
  const needs = new Set(accesses.flatMap((access) => access ?? []));
  return Object.values(Need).filter((need) => needs.has(need));
}

/** A row for `/api/xxxUpdate`: id plus exactly one field, saved by that field's operation and reshaped by `row`. */
export function updateRoute<Saved>(row: (saved: Saved) => unknown, setters: Record<string, FieldSetter<Saved>>): LegacyRoute {
  const keys = Object.keys(setters);
  return {
    needs: strictest(keys.map((key) => setters[key].needs)),
    writes: true,
    input: { id: read.id },
    oneOf: Object.fromEntries(keys.map((key) => [key, setters[key].reader])),
    async run(ctx, input) {
      // readInput set exactly one of the keys.
      const key = keys.find((name) => input[name] !== undefined) as string;
      return row(await setters[key].save(ctx, input.id as number, input[key]));
    },
  };
}
