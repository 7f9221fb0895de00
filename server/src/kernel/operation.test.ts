import { describe, expect, it } from "vitest";
import { codeOf } from "./errors";
import { operation } from "./operation";
import { EDIT, PUBLIC, Role, RoleAuth, type Account } from "./permissions";
import type { RequestContext } from "./request-context";

const as = (user: Account | null) => ({ user }) as RequestContext;
const viewer: Account = { id: 2, name: "viewer", role: Role.USER, roleAuth: RoleAuth.VIEW };
const editor: Account = { id: 3, name: "editor", role: Role.USER, roleAuth: RoleAuth.EDIT };

async function failure(run: Promise<unknown>) {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  return error && { code: codeOf(error), message: (error as Error).message };
}

describe("an operation", () => {
  const calls: unknown[] = [];
  const save = operation(EDIT, async (_ctx, input: { id: number; input: { title: string } }) => {
    calls.push(input);
    return input.id;
  });

  it("declares its needs once, for every caller to read", () => {
    expect(save.needs).toEqual(EDIT);
    expect(operation(PUBLIC, async () => 1).needs).toBeNull();
  });

  it("checks access before the input, and the input before the body", async () => {
    const bad = { id: 1, input: { title: "a\u0000b" } };
    expect(await failure(save.run(as(null), bad))).toEqual({ code: "UNAUTHENTICATED", message: "Please sign in first." });
    expect(await failure(save.run(as(viewer), bad))).toEqual({ code: "FORBIDDEN", message: "no permission" });
    expect(await failure(save.run(as(editor), bad))).toEqual({ code: "BAD_USER_INPUT", message: "input.title must not contain NUL characters" });
    expect(calls).toEqual([]);
    expect(await save.run(as(editor), { id: 7, input: { title: "fine" } })).toBe(7);
    expect(calls).toEqual([{ id: 7, input: { title: "fine" } }]);
  });
});
