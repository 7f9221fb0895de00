import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { captchaMock } from "../../lib/captcha/captcha-mock";
import { LoginDocument, LoginWithSecondFactorDocument } from "../../gql/login/graphql";
import { renderPage } from "../../lib/test-render";
import { LoginPage } from "./login-page";

const CHALLENGE = "challenge-token-1";
const ENTER_CODE = "Enter the 6-digit code from your authenticator app, or a recovery code.";

const codeRequired: MockLink.MockedResponse = {
  request: { query: LoginDocument, variables: () => true },
  result: {
    errors: [new GraphQLError(ENTER_CODE, { extensions: { code: "SECOND_FACTOR_REQUIRED", challenge: CHALLENGE, challengeExpiresAt: "2030-01-01T00:00:00Z" } })],
  },
};

function secondStep(code: string, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse {
  return { request: { query: LoginWithSecondFactorDocument, variables: { challenge: CHALLENGE, code } }, result };
}

const welcome = { data: { loginWithSecondFactor: { __typename: "LoginResult", name: "admin", token: "session-token-2fa" } } };
const refusal = (message: string, field: string) => ({ errors: [new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field } })] });

/** Fills in the password step and submits it; the server answers that a code is needed. */
async function reachCodeStep(mocks: MockLink.MockedResponse[]) {
  const captcha = captchaMock();
  renderPage(<LoginPage />, { url: "/logup", mocks: [captcha, codeRequired, ...mocks], routes: [{ path: "/admin", element: <p>Back-office</p> }] });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Account"), "admin");
  await user.type(screen.getByLabelText("Password"), "admin-password-123");
  await user.type(screen.getByLabelText("Captcha code"), "test");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  const input = await screen.findByLabelText("Authentication code");
  return { user, input, captcha, submit: screen.getByRole("button", { name: "Verify" }) };
}

const toastTexts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe("login page: the second factor", () => {
  it("asks for the code after a right password, in place of the password form, and says what to enter", async () => {
    const { input } = await reachCodeStep([]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Two-factor sign-in");
    // The step takes the focus in an effect after it is drawn: wait for it rather than race it.
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(ENTER_CODE);
    expect(input).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(toastTexts()).toEqual([]);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("signs in with the code and opens the back-office", async () => {
    const { user, input, submit } = await reachCodeStep([secondStep("123456", welcome)]);
    await user.type(input, " 123456 ");
    await user.click(submit);
    await screen.findByText("Back-office");
    expect(localStorage.getItem("isLogin")).toBe("1");
    expect(localStorage.getItem("token")).toBe("session-token-2fa");
  });

  it("names an empty code, and shows a wrong one's message beside the field", async () => {
    const wrong = "That code is wrong or already used.";
    const { user, input, submit } = await reachCodeStep([secondStep("000000", refusal(wrong, "code"))]);
    await user.click(submit);
    expect(toastTexts()).toContain(ENTER_CODE);
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.type(input, "000000");
    await user.click(submit);
    await waitFor(() => expect(input).toHaveAccessibleDescription(`${wrong} ${ENTER_CODE}`));
    expect(input).toHaveValue("");
    expect(submit).toBeEnabled();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("goes back to the password, with a new captcha, when the challenge has expired", async () => {
    const gone = "This sign-in has expired or was already used. Sign in with your password again.";
    const { user, input, submit, captcha } = await reachCodeStep([secondStep("abcd-efgh-jkmn", refusal(gone, "challenge"))]);
    await user.type(input, "abcd-efgh-jkmn");
    await user.click(submit);
    await screen.findByLabelText("Password");
    expect(toastTexts()).toContain(gone);
    expect(screen.getByLabelText("Account")).toHaveValue("admin");
    await waitFor(() => expect(captcha.calls()).toBe(2));
  });

  it("goes back to the password on request", async () => {
    const { user } = await reachCodeStep([]);
    await user.click(screen.getByRole("button", { name: "Back to the password" }));
    expect(await screen.findByLabelText("Password")).toHaveValue("");
  });
});
