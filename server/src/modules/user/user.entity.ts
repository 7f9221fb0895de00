import { Entity, OptionalProps, Property } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Role, RoleAuth, type Account } from "../../kernel/permissions";
import { TableRow } from "../../kernel/table-row";
import { CreatedAtField, EnumField, OptionalEnumField, TextField } from "../../kernel/stored-fields";
import { Language } from "../../kernel/language";

export { Role, RoleAuth };

@ObjectType({ description: "A back-office user. The password is stored only as an argon2id hash and is never exposed." })
@Entity({ tableName: "users" })
export class User extends TableRow implements Account {
  [OptionalProps]?: "sid" | "role" | "roleAuth" | "isShow" | "isSelect" | "createTime" | "language";

  @TextField("Sign-in name, unique.", { length: 32, required: true, unique: true }) name!: string;

  /** argon2id hash; deliberately not a GraphQL field. */
  @Property({ type: "string", length: 255, hidden: true })
  passwordHash!: string;

  @EnumField(() => Role, "Administrator or ordinary user.", "user_role") role: Role = Role.USER;
  @EnumField(() => RoleAuth, "Edit rights or view-only.", "user_role_auth") roleAuth: RoleAuth = RoleAuth.VIEW;
  @CreatedAtField("When the user was created.") createTime: Date = new Date();
  @OptionalEnumField(() => Language, "The language the back-office speaks to this user; null to follow the site's default language.", "language")
  language: Language | null = null;
}
