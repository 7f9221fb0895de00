import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { PASSWORD_MIN } from "./password";
import { User } from "./user.entity";
import { CreateUserInput, UpdateUserInput, UserListArgs, UserPage } from "./user.inputs";
import * as users from "./user.service";
import { TableMutations } from "../../kernel/table-mutations";
import { Language } from "../../kernel/language";

/** The set-style descriptions say who may call them, as the users list is for administrators only. */
const USER_DESCRIPTIONS = {
  shown: "Shows or hides a user in the list (administrators only).",
  selected: "Ticks or unticks a user's row (administrators only).",
  sortOrder: "Sets a user's sort order (administrators only).",
  shownArg: "True to show the user.",
};

@Resolver(() => User)
export class UserResolver extends TableMutations(User, "a user", {
  create: ["createUser", users.createUser, CreateUserInput],
  update: ["updateUser", users.updateUser, UpdateUserInput],
  delete: ["deleteUser", users.deleteUser],
  setFields: [{ shown: "setUserShown", selected: "setUserSelected", sortOrder: "setUserSortOrder" }, users.setUserFields],
  describe: USER_DESCRIPTIONS,
}) {
  @Requires(users.listUsers)
  @Query(() => UserPage, { description: "Back-office users (administrators only)." })
  users(@Ctx() ctx: RequestContext, @Args(() => UserListArgs) args: UserListArgs): Promise<UserPage> {
    return users.listUsers.run(ctx, args);
  }

  @Requires(users.changePassword)
  @Mutation(() => User, {
    description: "Sets a password. Your own needs the current password; another user's needs an administrator. Ends that user's other sessions and forgets their other known browsers.",
  })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "User id." }) id: number,
    @Arg("newPassword", () => String, { description: `The new password, at least ${PASSWORD_MIN} characters.` }) newPassword: string,
    @Arg("currentPassword", () => String, { nullable: true, description: "Your current password (when changing your own)." })
    currentPassword?: string,
  ): Promise<User> {
    return users.changePassword.run(ctx, { id, newPassword, currentPassword });
  }

  @Requires(users.setMyLanguage)
  @Mutation(() => User, { description: users.setMyLanguage.description })
  setMyLanguage(
    @Ctx() ctx: RequestContext,
    @Arg("language", () => Language, { nullable: true, description: "ZH or EN; null to follow the site's default language." }) language: Language | null,
  ): Promise<User> {
    return users.setMyLanguage.run(ctx, { language: language ?? null });
  }
}
