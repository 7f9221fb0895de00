import { ArgsType, Field, Int } from "type-graphql";
import { describedEnum, type EnumValue } from "./described-enum";
import { badInput, outOfRange } from "../kernel/errors";

export const SortDirection = describedEnum("SortDirection", "Sort direction.", { ASC: "Smallest first.", DESC: "Largest first." });
export type SortDirection = EnumValue<typeof SortDirection>;

export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000_000;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: "How many rows to skip (0 or more)." }) offset: number = 0;
  @Field(() => Int, { defaultValue: 20, description: `How many rows to return (1 to ${MAX_PAGE_SIZE}).` }) limit: number = 20;
}

const isWithin = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The page's offset and limit, each within its range; a list whose pages are smaller gives its own largest limit. */
export function checkPage({ offset, limit }: PageArgs, maxLimit = MAX_PAGE_SIZE): void {
  if (!isWithin(offset, 0, MAX_OFFSET)) throw outOfRange("offset", 0, MAX_OFFSET);
  if (!isWithin(limit, 1, maxLimit)) throw outOfRange("limit", 1, maxLimit);
}

export const MAX_SID = 999_999;

export function checkSid(sid: number): void {
  if (!isWithin(sid, 0, MAX_SID)) throw badInput(`sid must be a whole number from 0 to ${MAX_SID}`, "sid", { id: "range.wholeNumber", values: { field: "sid", min: 0, max: MAX_SID } });
}

/** Stable ordering: the chosen field, then id in the same direction, so pages never overlap. */
export function orderBy<T extends string>(field: T, direction: SortDirection) {
  const dir = direction === SortDirection.DESC ? "desc" : "asc";
  return { [field]: dir, id: dir } as Record<T | "id", "asc" | "desc">;
}
