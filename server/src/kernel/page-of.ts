import { Field, Int, ObjectType, type ClassType } from "type-graphql";

/** What a paged list answers: one page of items and how many match over all pages. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The GraphQL type of a page of `Item`, named `${Item}Page`: one declaration for every paged list.
 * `plural` names the items in its descriptions ("articles", "guestbook messages, newest first").
 */
export function PageOf<T extends object>(item: ClassType<T>, plural: string, order = ""): ClassType<Page<T>> {
  @ObjectType(`${item.name}Page`, { description: `A page of ${plural}${order} and how many there are in all.` })
  class PageType implements Page<T> {
    @Field(() => [item], { description: `The ${plural} on this page.` })
    items!: T[];

    @Field(() => Int, { description: `How many ${plural} match, over all pages.` })
    total!: number;
  }
  return PageType;
}
