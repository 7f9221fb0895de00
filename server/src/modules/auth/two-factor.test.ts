import { generate } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, CAPTCHA_TEXT, errorCode, type GqlResult, type TestServer } from "../../../test/harness";
import { cookieFrom, type LegacyClient } from "../../../test/legacy-client";
import { useTestServer } from "../../../test/use-test-server";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { Session } from "./auth.entities";
import { THROTTLE } from "./throttle.service";
import { USE_THE_SITE, WRONG_CREDENTIALS } from "./login.service";
import { RECOVERY_CODE_COUNT } from "./recovery-codes";
import { CHALLENGE_GONE } from "./second-factor-login";
import { WRONG_CODE } from "./second-factor";
import { RecoveryCode, SecondFactor, SignInChallenge } from "./two-factor.entities";

let server: TestServer;
let api: LegacyClient;
useTestServer((started) => ({ server, api } = started));

// Each test signs in a few times from the same address; its failures must not hold back the next test.
afterEach(async () => {
  await server.em().nativeDelete(LimitedAction, {});
});

const LOGIN = `mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) {
  login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { name token }
}`;
const SECOND = `mutation($challenge: String!, $code: String!) { loginWithSecondFactor(challenge: $challenge, code: $code) { name token user { name } } }`;
const STATUS = `{ twoFactorStatus { enabled enabledAt recoveryCodesLeft } }`;

/** The code an authenticator shows `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(name: string, password: string): Promise<GqlResult> {
  const captcha = await server.gql(`{ captcha { id } }`);
  return server.gql(LOGIN, { name, password, captcha: CAPTCHA_TEXT, captchaId: captcha.data.captcha.id });
}

/** Signs in with the password and answers the challenge of the SECOND_FACTOR_REQUIRED error. */
async function challengeFor(name: string, password: string): Promise<string> {
  const result = await passwordStep(name, password);
  expect(errorCode(result)).toBe("SECOND_FACTOR_REQUIRED");
  return result.errors![0].extensions!.challenge as string;
}

let users = 0;
/** A new user with two-factor sign-in on; answers their secret, recovery codes and a session. */
async function enrolledUser() {
  const name = `tf-user-${++users}`;
  const password = `${name}-password`;
  const user = await server.createUser({ name, password });
  const token = await server.signIn(name, password);
  const started = await server.gql(`mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeSvg } }`, {}, { token });
  expect(started.errors).toBeUndefined();
  const { secret } = started.data.startTwoFactorEnrolment;
  const confirmed = await server.gql(`mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`, { code: await codeAt(secret) }, { token });
  expect(confirmed.errors).toBeUndefined();
  return { user, name, password, token, secret: secret as string, codes: confirmed.data.confirmTwoFactorEnrolment.codes as string[] };
}

describe("two-factor enrolment", () => {
  it("turns on only after a code from the app, and answers the recovery codes once", async () => {
    const user = await server.createUser({ name: "enrolling", password: "enrolling-password" });
    const token = await server.signIn("enrolling", "enrolling-password");
    expect((await server.gql(STATUS, {}, { token })).data.twoFactorStatus).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = (await server.gql(`mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeSvg } }`, {}, { token })).data.startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(`otpauth://totp/127.0.0.1:enrolling?secret=${started.secret}&issuer=127.0.0.1`);
    expect(started.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Until a code confirms it, sign-in still takes the password alone.
    expect((await passwordStep("enrolling", "enrolling-password")).data.login.name).toBe("enrolling");

    const CONFIRM = `mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`;
    const wrong = await server.gql(CONFIRM, { code: (Number(await codeAt(started.secret)) + 1).toString().padStart(6, "0").slice(-6) }, { token });
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.errors![0].message).toMatch(/does not match/);

    const confirmed = await server.gql(CONFIRM, { code: await codeAt(started.secret) }, { token });
    const codes: string[] = confirmed.data.confirmTwoFactorEnrolment.codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const status = (await server.gql(STATUS, {}, { token })).data.twoFactorStatus;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const stored = await server.em().find(RecoveryCode, { user: user.id });
    expect(stored.every((row) => row.hash.startsWith("$argon2id$") && !codes.some((code) => row.hash.includes(code)))).toBe(true);

    const again = await server.gql(`mutation { startTwoFactorEnrolment { secret } }`, {}, { token });
    expect(again.errors![0].message).toMatch(/already on/);
    const schemaFields = await server.gql(`{ __type(name: "TwoFactorStatus") { fields { name } } }`);
    expect(JSON.stringify(schemaFields.data)).not.toMatch(/secret/i);
  });

  it("needs a session", async () => {
    expect(errorCode(await server.gql(`mutation { startTwoFactorEnrolment { secret } }`))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(STATUS))).toBe("UNAUTHENTICATED");
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password, with a challenge that is no session, then signs in with the code", async () => {
    const { name, password, secret } = await enrolledUser();
    const sessionsBefore = await server.em().count(Session, {});
    const first = await passwordStep(name, password);
    expect(errorCode(first)).toBe("SECOND_FACTOR_REQUIRED");
    expect(first.data).toBeNull();
    expect(first.errors![0].message).toBe("Enter the 6-digit code from your authenticator app, or a recovery code.");
    expect(first.errors![0].extensions?.messageId).toBe("signIn.enterCode");
    const { challenge, challengeExpiresAt } = first.errors![0].extensions as { challenge: string; challengeExpiresAt: string };
    expect(new Date(challengeExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(cookieFrom(first.headers, "blog_session")).toBeUndefined();
    expect(await server.em().count(Session, {})).toBe(sessionsBefore);
    // The challenge is not a bearer token.
    expect((await server.gql(`{ me { name } }`, {}, { token: challenge })).data.me).toBeNull();

    // The enrolment used the current step, so the next one's code signs in.
    const signedIn = await server.gql(SECOND, { challenge, code: await codeAt(secret, 1) });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.loginWithSecondFactor.name).toBe(name);
    expect(cookieFrom(signedIn.headers, "blog_session")).toBe(`blog_session=${signedIn.data.loginWithSecondFactor.token}`);
    expect(cookieFrom(signedIn.headers, "blog_device")).toBeDefined();
    expect((await server.gql(`{ me { name } }`, {}, { token: signedIn.data.loginWithSecondFactor.token })).data.me.name).toBe(name);

    // Spent: the same challenge signs in no one else.
    const reused = await server.gql(SECOND, { challenge, code: await codeAt(secret, -1) });
    expect(reused.errors![0].message).toBe(CHALLENGE_GONE);
  });

  it("refuses a code already used (a replay), and one from before it", async () => {
    const { name, password, secret } = await enrolledUser();
    // The step is fixed once, so a 30-second boundary passed during the test does not move what is expected.
    const nextStep = Math.floor(Date.now() / 30_000) + 1;
    const code = await generate({ secret, epoch: nextStep * 30 });
    expect((await server.gql(SECOND, { challenge: await challengeFor(name, password), code })).errors).toBeUndefined();

    const replayed = await server.gql(SECOND, { challenge: await challengeFor(name, password), code });
    expect(replayed.errors![0].message).toBe(WRONG_CODE);
    const older = await server.gql(SECOND, { challenge: await challengeFor(name, password), code: await codeAt(secret) });
    expect(older.errors![0].message).toBe(WRONG_CODE);
    expect((await server.em().findOneOrFail(SecondFactor, { user: { name } })).lastStep).toBe(nextStep);
  });

  it("refuses codes from too far out of step", async () => {
    const { name, password, secret } = await enrolledUser();
    const challenge = await challengeFor(name, password);
    expect((await server.gql(SECOND, { challenge, code: await codeAt(secret, 3) })).errors![0].message).toBe(WRONG_CODE);
    expect((await server.gql(SECOND, { challenge, code: await codeAt(secret, -3) })).errors![0].message).toBe(WRONG_CODE);
  });

  it("signs in with a recovery code once, in any case and without dashes", async () => {
    const { name, password, codes, token } = await enrolledUser();
    const signedIn = await server.gql(SECOND, { challenge: await challengeFor(name, password), code: codes[3].toUpperCase().replaceAll("-", " ") });
    expect(signedIn.errors).toBeUndefined();
    expect((await server.gql(STATUS, {}, { token })).data.twoFactorStatus.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const again = await server.gql(SECOND, { challenge: await challengeFor(name, password), code: codes[3] });
    expect(again.errors![0].message).toBe(WRONG_CODE);
    expect((await server.gql(SECOND, { challenge: await challengeFor(name, password), code: codes[4] })).errors).toBeUndefined();
  });

  it("counts wrong codes in the password throttle, and drops a challenge after its wrong codes", async () => {
    const { name, password } = await enrolledUser();
    const challenge = await challengeFor(name, password);
    // An unknown browser at one address gets three free failures at a name, then must wait (throttle.service.ts).
    for (let i = 0; i < 3; i++) expect((await server.gql(SECOND, { challenge, code: "000000" })).errors![0].message).toBe(WRONG_CODE);
    const held = await server.gql(SECOND, { challenge, code: "000000" });
    expect(errorCode(held)).toBe("TOO_MANY_REQUESTS");
    expect(held.errors![0].message).toMatch(/Too many failed sign-ins/);
    // The same keys hold back the password step.
    expect(errorCode(await passwordStep(name, password))).toBe("TOO_MANY_REQUESTS");
    expect(await server.em().count(LimitedAction, { action: THROTTLE.nameAtAddress.action })).toBe(3);

    await server.em().nativeDelete(LimitedAction, {});
    for (let i = 0; i < 2; i++) await server.gql(SECOND, { challenge, code: "111111" });
    await server.em().nativeDelete(LimitedAction, {});
    // Five wrong codes in all: the challenge is gone, and the password is needed again.
    expect(await server.em().count(SignInChallenge, { user: { name } })).toBe(0);
    expect((await server.gql(SECOND, { challenge, code: "222222" })).errors![0].message).toBe(CHALLENGE_GONE);
  });

  it("names what is missing", async () => {
    expect((await server.gql(SECOND, { challenge: "nope", code: " " })).errors![0]).toMatchObject({
      message: "Enter the 6-digit code from your authenticator app, or a recovery code.",
      extensions: { field: "code" },
    });
    expect((await server.gql(SECOND, { challenge: "nope", code: "123456" })).errors![0]).toMatchObject({ message: CHALLENGE_GONE, extensions: { field: "challenge" } });
  });
});

describe("the legacy /api/logup", () => {
  it("refuses an account with a second factor, with a msg that says to sign in on the site, only once the password is right", async () => {
    const { name, password } = await enrolledUser();
    const refused = await api.logup(name, password, CAPTCHA_TEXT);
    expect(refused.http).toBe(200);
    expect(refused.body).toEqual({ status: 0, msg: USE_THE_SITE, data: null });
    expect(cookieFrom(refused.headers, "blog_session")).toBeUndefined();
    expect(await server.em().count(SignInChallenge, { user: { name } })).toBe(0);

    const wrong = await api.logup(name, "not-the-password", CAPTCHA_TEXT);
    expect(wrong.body).toEqual({ status: 0, msg: WRONG_CREDENTIALS, data: null });
    expect((await api.logup(ADMIN.name, ADMIN.password, CAPTCHA_TEXT)).body).toMatchObject({ status: 1, msg: "ok", data: { name: ADMIN.name } });
  });
});

describe("turning the second factor off", () => {
  it("lets users turn off their own with a code or their password, never with a wrong one", async () => {
    const { name, password, secret, token } = await enrolledUser();
    const DISABLE = `mutation($code: String, $currentPassword: String) { disableTwoFactor(code: $code, currentPassword: $currentPassword) { enabled recoveryCodesLeft } }`;
    expect((await server.gql(DISABLE, {}, { token })).errors![0].message).toMatch(/Enter a code/);
    expect((await server.gql(DISABLE, { currentPassword: "wrong-password" }, { token })).errors![0].message).toBe("The current password is wrong.");
    expect((await server.gql(DISABLE, { code: "000000" }, { token })).errors![0].message).toBe(WRONG_CODE);

    const off = await server.gql(DISABLE, { code: await codeAt(secret, 1) }, { token });
    expect(off.data.disableTwoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(name, password)).data.login.name).toBe(name);
    expect(await server.em().count(RecoveryCode, { user: { name } })).toBe(0);
  });

  it("replaces the recovery codes after a code, and the old ones stop working", async () => {
    const { name, password, secret, token, codes } = await enrolledUser();
    const fresh = await server.gql(`mutation($code: String!) { regenerateRecoveryCodes(code: $code) { codes } }`, { code: await codeAt(secret, 1) }, { token });
    const newCodes: string[] = fresh.data.regenerateRecoveryCodes.codes;
    expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(newCodes.some((code) => codes.includes(code))).toBe(false);
    expect((await server.gql(SECOND, { challenge: await challengeFor(name, password), code: codes[0] })).errors![0].message).toBe(WRONG_CODE);
    expect((await server.gql(SECOND, { challenge: await challengeFor(name, password), code: newCodes[0] })).errors).toBeUndefined();
  });

  it("lets an administrator reset another user's, and nobody else", async () => {
    const target = await enrolledUser();
    const other = await enrolledUser();
    const RESET = `mutation($id: Int!) { resetTwoFactor(id: $id) { id name twoFactorEnabled } }`;
    const admin = await server.signIn();
    const LIST = `{ users(limit: 100) { items { name twoFactorEnabled } } }`;
    const listed = (await server.gql(LIST, {}, { token: admin })).data.users.items as { name: string; twoFactorEnabled: boolean }[];
    expect(listed.find((u) => u.name === target.name)?.twoFactorEnabled).toBe(true);
    expect(listed.find((u) => u.name === ADMIN.name)?.twoFactorEnabled).toBe(false);

    expect(errorCode(await server.gql(RESET, { id: target.user.id }, { token: other.token }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(RESET, { id: target.user.id }))).toBe("UNAUTHENTICATED");
    const me = (await server.gql(`{ me { id twoFactorEnabled } }`, {}, { token: other.token })).data.me;
    expect(me.twoFactorEnabled).toBe(true);

    const reset = await server.gql(RESET, { id: target.user.id }, { token: admin });
    expect(reset.data.resetTwoFactor).toEqual({ id: target.user.id, name: target.name, twoFactorEnabled: false });
    expect((await passwordStep(target.name, target.password)).data.login.name).toBe(target.name);
    const adminId = (await server.gql(`{ me { id } }`, {}, { token: admin })).data.me.id;
    const own = (await server.gql(RESET, { id: adminId }, { token: admin })).errors![0];
    expect(own.message).toMatch(/your own/);
    expect(own.extensions).toMatchObject({ code: "BAD_USER_INPUT", messageId: "twoFactor.ownNotReset" });
  });
});
