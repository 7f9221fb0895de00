import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import { Need } from "../../auth/auth-checker";
import type { RequestContext } from "../../graphql/context";
import { PageArgs, SortDirection, checkPage, orderBy } from "../../graphql/paging";
import { setRowFields } from "../shared/row-updates";
import { User } from "./user.entity";

export enum UserSortField {
  ID = "id",
  SID = "sid",
  NAME = "name",
  CREATE_TIME = "createTime",
}
registerEnumType(UserSortField, { name: "UserSortField", description: "Fields users can be sorted by." });

@ArgsType()
class UserListArgs extends PageArgs {
  @Field(() => UserSortField, { defaultValue: UserSortField.SID, description: "Sort field." })
  orderBy: UserSortField = UserSortField.SID;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." })
  direction: SortDirection = SortDirection.ASC;
}

@ObjectType({ description: "A page of users and how many there are in all." })
export class UserPage {
  @Field(() => [User], { description: "The users on this page." })
  items!: User[];

  @Field(() => Int, { description: "How many users there are, over all pages." })
  total!: number;
}

@Resolver(() => User)
export class UserResolver {
  @Authorized(Need.ADMIN)
  @Query(() => UserPage, { description: "Back-office users (administrators only)." })
  async users(@Ctx() ctx: RequestContext, @Args(() => UserListArgs) args: UserListArgs): Promise<UserPage> {
    checkPage(args);
    const [items, total] = await ctx.em.findAndCount(User, {}, {
      orderBy: orderBy(args.orderBy, args.direction),
      offset: args.offset,
      limit: args.limit,
    });
    return { items, total };
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => User, { description: "Shows or hides a user in the list (administrators only)." })
  setUserShown(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("shown", () => Boolean, { description: "True to show the user." }) shown: boolean,
  ): Promise<User> {
    return setRowFields(ctx.em, User, "User", id, { isShow: shown });
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => User, { description: "Ticks or unticks a user's row (administrators only)." })
  setUserSelected(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
  ): Promise<User> {
    return setRowFields(ctx.em, User, "User", id, { isSelect: selected });
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => User, { description: "Sets a user's sort order (administrators only)." })
  setUserSortOrder(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("sid", () => Int, { description: "Sort order, 0 to 999999." }) sid: number,
  ): Promise<User> {
    return setRowFields(ctx.em, User, "User", id, { sid });
  }
}
