import { ArgsType, Field, InputType } from "type-graphql";
import { sortFields, type EnumValue } from "../../kernel/described-enum";
import { PageArgs, SortDirection } from "../../kernel/paging";
import { PageOf, type Page } from "../../kernel/page-of";
import { PASSWORD_MIN } from "./password";
import { Role, RoleAuth, User } from "./user.entity";

export const UserSortField = sortFields("UserSortField", "users", { ID: "id", SID: "sid", NAME: "name", CREATE_TIME: "createTime" });
export type UserSortField = EnumValue<typeof UserSortField>;

@ArgsType()
export class UserListArgs extends PageArgs {
  @Field(() => UserSortField, { defaultValue: UserSortField.SID, description: "Sort field." }) orderBy: UserSortField = UserSortField.SID;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." }) direction: SortDirection = SortDirection.ASC;
}

export const UserPage = PageOf(User, "users");
export type UserPage = Page<User>;

@InputType({ description: "A new back-office user." })
export class CreateUserInput {
  @Field(() => String, { description: "Sign-in name: 2 to 32 letters, digits, '_', '.' or '-'; unique." }) name!: string;
  @Field(() => String, { description: `Password, at least ${PASSWORD_MIN} characters.` }) password!: string;
  @Field(() => Role, { description: "ADMIN or USER." }) role!: Role;
  @Field(() => RoleAuth, { description: "EDIT or VIEW." }) roleAuth!: RoleAuth;
}

@InputType({ description: "User fields to change; omitted fields stay as they are." })
export class UpdateUserInput {
  @Field(() => String, { nullable: true, description: "New sign-in name." }) name?: string;
  @Field(() => Role, { nullable: true, description: "New role." }) role?: Role;
  @Field(() => RoleAuth, { nullable: true, description: "New edit or view rights." }) roleAuth?: RoleAuth;
}
