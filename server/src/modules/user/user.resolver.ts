import { Arg, Args, ArgsType, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import { Need } from "../../kernel/permissions";
import { readDeviceToken } from "../auth/cookies";
import type { RequestContext } from "../../kernel/request-context";
import { PageArgs, SortDirection, checkPage, orderBy } from "../../kernel/paging";
import { setRowFields } from "../../kernel/row-updates";
import { Role, RoleAuth, User } from "./user.entity";
import * as users from "./user.service";
import { findPage } from "../../kernel/find-page";

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
export class UserResolver {
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
