import { Entity, OptionalProps, Enum, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

import { Role, RoleAuth, type Account } from "../../kernel/permissions";

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
export class User implements Account {
  [OptionalProps]?: "sid" | "role" | "roleAuth" | "isShow" | "isSelect" | "createTime";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Sort order: lower comes first." })
  @Property({ type: "integer", default: 0 })
  sid: number = 0;

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

  @Field(() => Boolean, { description: "Whether the user is shown in the user list." })
  @Property({ type: "boolean", default: true })
  isShow: boolean = true;

  @Field(() => Boolean, { description: "Whether the row is ticked in the back-office table." })
  @Property({ type: "boolean", default: false })
  isSelect: boolean = false;

  @Field(() => Date, { description: "When the user was created." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();
}
