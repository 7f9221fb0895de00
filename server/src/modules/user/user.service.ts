import type { EntityManager } from "@mikro-orm/postgresql";
import { PASSWORD_MIN, hashPassword, verifyPassword } from "./password";
import { endSessionsOf } from "../auth/session.service";
import { forgetDevicesOf } from "../auth/trusted-device.service";
import { Session } from "../auth/auth.entities";
import { badInput, forbidden } from "../../kernel/errors";
import { findRowOrFail, rowFieldsOperation } from "../../kernel/row-updates";
import { checkPage, orderBy } from "../../kernel/paging";
import { findPage } from "../../kernel/find-page";
import { operation } from "../../kernel/operation";
import { ADMIN, ADMIN_EDIT, SESSION, type Account } from "../../kernel/permissions";
import { readDeviceToken } from "../auth/cookies";
import type { Language } from "../../kernel/language";
import { Role, RoleAuth, User } from "./user.entity";
import type { CreateUserInput, UpdateUserInput, UserListArgs } from "./user.inputs";
const PASSWORD_MAX = 256;
const NAME_RULE = /^[\p{L}\p{N}_.-]{2,32}$/u;

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!NAME_RULE.test(trimmed)) throw badInput("name must be 2 to 32 letters, digits, '_', '.' or '-'", "name", { id: "user.nameRule" });
  return trimmed;
}

function checkPassword(password: string, field = "password"): void {
  if (password.length < PASSWORD_MIN) throw badInput(`${field} must be at least ${PASSWORD_MIN} characters long`, field, { id: "password.tooShort", values: { field, min: PASSWORD_MIN } });
  if (password.length > PASSWORD_MAX) throw badInput(`${field} must be at most ${PASSWORD_MAX} characters long`, field, { id: "password.tooLong", values: { field, max: PASSWORD_MAX } });
}

async function assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const taken = await em.findOne(User, { name });
  if (taken && taken.id !== exceptId) throw badInput(`A user named "${name}" already exists.`, "name", { id: "user.nameTaken", values: { name } });
}

/** Someone must always be able to manage users: an administrator with edit rights. */
const isManager = (user: Pick<User, "role" | "roleAuth">) => user.role === Role.ADMIN && user.roleAuth === RoleAuth.EDIT;

/**
 * Runs a change that might remove the last manager inside a transaction that first locks every manager row,
 * so two concurrent requests cannot each remove "the other" last administrator.
 */
async function keepingAManager<T>(em: EntityManager, id: number, change: (tx: EntityManager, user: User) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.getConnection().execute("select id from users where role = 'ADMIN' and role_auth = 'EDIT' for update", [], "all", tx.getTransactionContext());
    const user = await findRowOrFail(tx, User, "User", id);
    const result = await change(tx, user);
    const managers = await tx.count(User, { role: Role.ADMIN, roleAuth: RoleAuth.EDIT });
    if (managers === 0) throw badInput("This is the last administrator with edit rights; make another user one first.", undefined, { id: "user.lastManager" });
    return result;
  });
}

async function saveNewUser(em: EntityManager, input: CreateUserInput): Promise<User> {
  const name = checkName(input.name);
  checkPassword(input.password);
  await assertNameFree(em, name);
  const user = em.create(User, { name, passwordHash: await hashPassword(input.password), role: input.role, roleAuth: input.roleAuth });
  await em.flush();
  return user;
}

async function saveUserChanges(em: EntityManager, id: number, input: UpdateUserInput): Promise<User> {
  const name = input.name === undefined || input.name === null ? undefined : checkName(input.name);
  if (name === undefined && !input.role && !input.roleAuth) throw badInput("Give a new name, role or roleAuth.", undefined, { id: "user.nothingToChange" });
  if (name !== undefined) await assertNameFree(em, name, id);
  return keepingAManager(em, id, async (tx, user) => {
    if (name !== undefined) user.name = name;
    if (input.role) user.role = input.role;
    if (input.roleAuth) user.roleAuth = input.roleAuth;
    await tx.flush();
    return user;
  });
}

/** The caller's own session and browser, which survive a change of their own password. */
export interface CallerCredentials {
  sessionTokenHash?: string;
  deviceToken?: string;
}

/**
 * An administrator may set anyone's password; a user changing their own must give the current one.
 * Every other session of that user ends, and every other browser stops being known for the user, so a
 * leaked password stops working everywhere and leaves no sign-in budget behind.
 */
async function savePassword(
  em: EntityManager,
  actor: Account,
  caller: CallerCredentials,
  input: { id: number; newPassword: string; currentPassword?: string },
): Promise<User> {
  const self = input.id === actor.id;
  if (!self && !isManager(actor)) throw forbidden("Only an administrator can change another user's password.", { id: "user.othersPassword" });
  checkPassword(input.newPassword, "newPassword");
  const user = await findRowOrFail(em, User, "User", input.id);
  if (self && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
    throw badInput("The current password is wrong.", "currentPassword", { id: "password.currentWrong" });
  }
  user.passwordHash = await hashPassword(input.newPassword);
  await em.flush();
  if (self && caller.sessionTokenHash) await em.nativeDelete(Session, { user: user.id, tokenHash: { $ne: caller.sessionTokenHash } });
  else await endSessionsOf(em, user.id);
  await forgetDevicesOf(em, user.id, self ? caller.deviceToken : undefined);
  return user;
}

/** A user's own back-office language; null follows the site's default language. */
async function saveLanguage(em: EntityManager, actor: Account, language: Language | null): Promise<User> {
  const user = await findRowOrFail(em, User, "User", actor.id);
  user.language = language;
  await em.flush();
  return user;
}

async function removeUser(em: EntityManager, actor: Account, id: number): Promise<number> {
  if (id === actor.id) throw badInput("You cannot delete yourself while signed in.", undefined, { id: "user.deleteSelf" });
  return keepingAManager(em, id, async (tx, user) => {
    tx.remove(user);
    await tx.flush();
    return id;
  });
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Back-office users a page at a time, for administrators. */
export const listUsers = operation(ADMIN, async (ctx, args: UserListArgs) => {
  checkPage(args);
  const [items, total] = await findPage(ctx.em, User, {}, {
    orderBy: orderBy(args.orderBy, args.direction),
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
});

/** Shows or hides a user in the list, ticks the row, or sets its sort order. */
export const setUserFields = rowFieldsOperation(ADMIN_EDIT, User, "User");

export const createUser = operation(ADMIN_EDIT, "Creates a user (administrators only).", (ctx, { input }: { input: CreateUserInput }) => saveNewUser(ctx.em, input));

export const updateUser = operation(
  ADMIN_EDIT,
  "Renames a user or changes role and roleAuth; the last administrator with edit rights stays one.",
  (ctx, { id, input }: { id: number; input: UpdateUserInput }) => saveUserChanges(ctx.em, id, input),
);

/** Any signed-in user for their own password; the rules for another user's are savePassword's. */
export const changePassword = operation(SESSION, (ctx, input: { id: number; newPassword: string; currentPassword?: string }) => {
  const caller = { sessionTokenHash: ctx.sessionTokenHash, deviceToken: readDeviceToken(ctx.cookies) };
  return savePassword(ctx.em, ctx.user!, caller, input);
});

export const setMyLanguage = operation(
  SESSION,
  "Sets the language the back-office speaks to you; null to follow the site's default language. Any signed-in user, view-only ones too.",
  (ctx, { language }: { language: Language | null }) => saveLanguage(ctx.em, ctx.user!, language),
);

export const deleteUser = operation(ADMIN_EDIT, "Deletes a user; never yourself, never the last administrator. Returns the deleted id.", (ctx, { id }: { id: number }) => removeUser(ctx.em, ctx.user!, id));
