import { ArgsType, Field, Int } from "type-graphql";
import { describedEnum, type EnumValue } from "./described-enum";
import { badInput } from "../kernel/errors";

export const SortDirection = describedEnum("SortDirection", "Sort direction.", { ASC: "Smallest first.", DESC: "Largest first." });
export type SortDirection = EnumValue<typeof SortDirection>;

export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000_000;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: "How many rows to skip (0 or more)." }) offset: number = 0;
  @Field(() => Int, { defaultValue: 20, description: `How many rows to return (1 to ${MAX_PAGE_SIZE}).` }) limit: number = 20;
}

export function checkPage({ offset, limit }: PageArgs): void {
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
    throw badInput(`offset must be between 0 and ${MAX_OFFSET}`, "offset");
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`, "limit");
  }
}

export const MAX_SID = 999_999;

export function checkSid(sid: number): void {
  if (!Number.isInteger(sid) || sid < 0 || sid > MAX_SID) throw badInput(`sid must be a whole number from 0 to ${MAX_SID}`, "sid");
}

/** Stable ordering: the chosen field, then id in the same direction, so pages never overlap. */
export function orderBy<T extends string>(field: T, direction: SortDirection) {
  const dir = direction === SortDirection.DESC ? "desc" : "asc";
  return { [field]: dir, id: dir } as Record<T | "id", "asc" | "desc">;
}
