import { Arg, Args, ArgsType, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver, registerEnumType } from "type-graphql";
import { Need } from "../../kernel/permissions";
import { readDeviceToken } from "../auth/cookies";
import type { RequestContext } from "../../kernel/request-context";
import { PageArgs, SortDirection, checkPage, orderBy } from "../../kernel/paging";
import { Role, RoleAuth, User } from "./user.entity";
import * as users from "./user.service";
import { findPage } from "../../kernel/find-page";
import { RowMutations } from "../../kernel/row-mutations";
import { PageOf, type Page } from "../../kernel/page-of";

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

export const UserPage = PageOf(User, "users");
export type UserPage = Page<User>;

@InputType({ description: "A new back-office user." })
export class CreateUserInput {
  @Field(() => String, { description: "Sign-in name: 2 to 32 letters, digits, '_', '.' or '-'; unique." })
  name!: string;

  @Field(() => String, { description: `Password, at least ${users.PASSWORD_MIN} characters.` })
  password!: string;

  @Field(() => Role, { description: "ADMIN or USER." })
  role!: Role;

  @Field(() => RoleAuth, { description: "EDIT or VIEW." })
  roleAuth!: RoleAuth;
}

@InputType({ description: "User fields to change; omitted fields stay as they are." })
export class UpdateUserInput {
  @Field(() => String, { nullable: true, description: "New sign-in name." })
  name?: string;

  @Field(() => Role, { nullable: true, description: "New role." })
  role?: Role;

  @Field(() => RoleAuth, { nullable: true, description: "New edit or view rights." })
  roleAuth?: RoleAuth;
}

@Resolver(() => User)
export class UserResolver extends RowMutations({
  entity: User,
  name: "User",
  needs: [Need.ADMIN, Need.EDIT],
  noun: "a user",
  label: "User",
  idDescription: "User id.",
  describe: {
    shown: "Shows or hides a user in the list (administrators only).",
    selected: "Ticks or unticks a user's row (administrators only).",
    sortOrder: "Sets a user's sort order (administrators only).",
    shownArg: "True to show the user.",
  },
}) {
  @Authorized(Need.ADMIN)
  @Query(() => UserPage, { description: "Back-office users (administrators only)." })
  async users(@Ctx() ctx: RequestContext, @Args(() => UserListArgs) args: UserListArgs): Promise<UserPage> {
    checkPage(args);
    const [items, total] = await findPage(ctx.em, User, {}, {
      orderBy: orderBy(args.orderBy, args.direction),
      offset: args.offset,
      limit: args.limit,
    });
    return { items, total };
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => User, { description: "Creates a user (administrators only)." })
  createUser(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateUserInput, { description: "The new user." }) input: CreateUserInput,
  ): Promise<User> {
    return users.createUser(ctx.em, input);
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => User, { description: "Renames a user or changes role and roleAuth; the last administrator with edit rights stays one." })
  updateUser(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("input", () => UpdateUserInput, { description: "The fields to change." }) input: UpdateUserInput,
  ): Promise<User> {
    return users.updateUser(ctx.em, id, input);
  }

  @Authorized()
  @Mutation(() => User, {
    description: "Sets a password. Your own needs the current password; another user's needs an administrator. Ends that user's other sessions and forgets their other known browsers.",
  })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("newPassword", () => String, { description: `The new password, at least ${users.PASSWORD_MIN} characters.` }) newPassword: string,
    @Arg("currentPassword", () => String, { nullable: true, description: "Your current password (when changing your own)." })
    currentPassword?: string,
  ): Promise<User> {
    const caller = { sessionTokenHash: ctx.sessionTokenHash, deviceToken: readDeviceToken(ctx.req) };
    return users.changePassword(ctx.em, ctx.user!, caller, { id, newPassword, currentPassword });
  }

  @Authorized(Need.ADMIN, Need.EDIT)
  @Mutation(() => Int, { description: "Deletes a user; never yourself, never the last administrator. Returns the deleted id." })
  deleteUser(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "User id." }) id: number): Promise<number> {
    return users.deleteUser(ctx.em, ctx.user!, id);
  }
}
