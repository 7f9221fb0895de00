import { Entity, OptionalProps, Enum, Property } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";

import { Role, RoleAuth, type Account } from "../../kernel/permissions";
import { TableRow } from "../../kernel/table-row";

export { Role, RoleAuth };

registerEnumType(Role, {
  name: "Role",
  description: "What a user may manage.",
  valuesConfig: {
    ADMIN: { description: "Administrator: may also manage users (legacy role 1)." },
    USER: { description: "Ordinary user (legacy role other than 1)." },
  },
});

registerEnumType(RoleAuth, {
  name: "RoleAuth",
  description: "Whether a user may change content or only look at it.",
  valuesConfig: {
    EDIT: { description: "May view and change (legacy role_auth 1)." },
    VIEW: { description: "May only view (legacy role_auth other than 1)." },
  },
});

@ObjectType({ description: "A back-office user. The password is stored only as an argon2id hash and is never exposed." })
@Entity({ tableName: "users" })
export class User extends TableRow implements Account {
  [OptionalProps]?: "sid" | "role" | "roleAuth" | "isShow" | "isSelect" | "createTime";



  @Field(() => String, { description: "Sign-in name, unique." })
  @Property({ type: "string", length: 32, unique: true })
  name!: string;

  /** argon2id hash; deliberately not a GraphQL field. */
  @Property({ type: "string", length: 255, hidden: true })
  passwordHash!: string;

  @Field(() => Role, { description: "Administrator or ordinary user." })
  @Enum({ items: () => Role, nativeEnumName: "user_role" })
  role: Role = Role.USER;

  @Field(() => RoleAuth, { description: "Edit rights or view-only." })
  @Enum({ items: () => RoleAuth, nativeEnumName: "user_role_auth" })
  roleAuth: RoleAuth = RoleAuth.VIEW;



  @Field(() => Date, { description: "When the user was created." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();
}
