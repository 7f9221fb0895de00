import type { EntityManager } from "@mikro-orm/postgresql";
import { hashPassword, verifyPassword } from "./password";
import { endSessionsOf } from "../auth/session.service";
import { forgetDevicesOf } from "../auth/trusted-device.service";
import { Session } from "../auth/auth.entities";
import { badInput, forbidden } from "../../kernel/errors";
import { findRowOrFail } from "../../kernel/row-updates";
import { Role, RoleAuth, User } from "./user.entity";
import type { Account } from "../../kernel/permissions";

export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 256;
const NAME_RULE = /^[\p{L}\p{N}_.-]{2,32}$/u;

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!NAME_RULE.test(trimmed)) throw badInput("name must be 2 to 32 letters, digits, '_', '.' or '-'", "name");
  return trimmed;
}

function checkPassword(password: string, field = "password"): void {
  if (password.length < PASSWORD_MIN) throw badInput(`${field} must be at least ${PASSWORD_MIN} characters long`, field);
  if (password.length > PASSWORD_MAX) throw badInput(`${field} must be at most ${PASSWORD_MAX} characters long`, field);
}

async function assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const taken = await em.findOne(User, { name });
  if (taken && taken.id !== exceptId) throw badInput(`A user named "${name}" already exists.`, "name");
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
    if (managers === 0) throw badInput("This is the last administrator with edit rights; make another user one first.");
    return result;
  });
}

export interface NewUser {
  name: string;
  password: string;
  role: Role;
  roleAuth: RoleAuth;
}

export async function createUser(em: EntityManager, input: NewUser): Promise<User> {
  const name = checkName(input.name);
  checkPassword(input.password);
  await assertNameFree(em, name);
  const user = em.create(User, { name, passwordHash: await hashPassword(input.password), role: input.role, roleAuth: input.roleAuth });
  await em.flush();
  return user;
}

export async function updateUser(em: EntityManager, id: number, input: { name?: string; role?: Role; roleAuth?: RoleAuth }): Promise<User> {
  const name = input.name === undefined || input.name === null ? undefined : checkName(input.name);
  if (name === undefined && !input.role && !input.roleAuth) throw badInput("Give a new name, role or roleAuth.");
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
export async function changePassword(
  em: EntityManager,
  actor: Account,
  caller: CallerCredentials,
  input: { id: number; newPassword: string; currentPassword?: string },
): Promise<User> {
  const self = input.id === actor.id;
  if (!self && !isManager(actor)) throw forbidden("Only an administrator can change another user's password.");
  checkPassword(input.newPassword, "newPassword");
  const user = await findRowOrFail(em, User, "User", input.id);
  if (self && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) {
    throw badInput("The current password is wrong.", "currentPassword");
  }
  user.passwordHash = await hashPassword(input.newPassword);
  await em.flush();
  if (self && caller.sessionTokenHash) await em.nativeDelete(Session, { user: user.id, tokenHash: { $ne: caller.sessionTokenHash } });
  else await endSessionsOf(em, user.id);
  await forgetDevicesOf(em, user.id, self ? caller.deviceToken : undefined);
  return user;
}

export async function deleteUser(em: EntityManager, actor: Account, id: number): Promise<number> {
  if (id === actor.id) throw badInput("You cannot delete yourself while signed in.");
  return keepingAManager(em, id, async (tx, user) => {
    tx.remove(user);
    await tx.flush();
    return id;
  });
}
