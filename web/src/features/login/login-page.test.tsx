import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { captchaMock } from "../../lib/captcha/captcha-mock";
import { LoginDocument } from "../../gql/login/graphql";
import { renderPage } from "../../lib/test-render";
import { LoginPage } from "./login-page";

const loginMock = (result: MockLink.MockedResponse["result"], delay = 0): MockLink.MockedResponse => ({
  request: { query: LoginDocument, variables: () => true },
  result,
  delay,
});

const welcome = { data: { login: { __typename: "LoginResult", name: "admin", token: "session-token-123" } } };

function openLogin(mocks: MockLink.MockedResponse[]) {
  const view = renderPage(<LoginPage />, { url: "/logup", mocks, routes: [{ path: "/admin", element: <p>Back-office</p> }] });
  const user = userEvent.setup();
  return {
    ...view,
    user,
    name: screen.getByLabelText("Account"),
    password: screen.getByLabelText("Password"),
    code: screen.getByLabelText("Captcha code"),
    submit: screen.getByRole("button", { name: "Log in" }),
    pictureSrc: () => screen.getByRole("button", { name: /captcha picture/i }).querySelector("img")?.getAttribute("src"),
  };
}

const toastTexts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

let scrolled: HTMLElement[];

beforeEach(() => {
  localStorage.clear();
  scrolled = [];
  // jsdom lays nothing out, so it has no scrollIntoView; the stub records which field was brought into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
    scrolled.push(this);
  });
});

afterEach(cleanup);

describe("login page", () => {
  it("names the first empty field in placement order, with error style, toast and scroll", async () => {
    const { user, name, password, code, submit } = openLogin([captchaMock()]);

    await user.type(code, "abcd");
    await user.click(submit);
    expect(toastTexts()).toEqual(["enter user name"]);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.closest(".field")).toHaveClass("field-invalid");
    expect(name).toHaveAccessibleDescription("enter user name");
    expect(name).toHaveFocus();
    expect(scrolled.at(-1)).toBe(name);

    await user.type(name, "admin");
    expect(name).toHaveAttribute("aria-invalid", "false");
    await user.click(submit);
    expect(toastTexts()).toContain("enter password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(scrolled.at(-1)).toBe(password);

    await user.type(password, "secret-password");
    await user.clear(code);
    await user.click(submit);
    expect(toastTexts()).toContain("enter captcha code");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code.closest(".field")).toHaveClass("field-invalid");
    expect(scrolled.at(-1)).toBe(code);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  });

  it("sends nothing before the captcha's picture has come, and says to wait for it", async () => {
    const login = loginMock(welcome);
    const { user, name, password, code, submit } = openLogin([{ ...captchaMock(), delay: Number.POSITIVE_INFINITY }, login]);
    await user.type(name, "admin");
    await user.type(password, "secret-password");
    await user.type(code, "abcd");
    await user.click(submit);
    expect(toastTexts()).toEqual(["The captcha picture has not arrived yet: wait for it, then type its code."]);
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Back-office")).toBeNull();
  });

  it("shows and hides the password", async () => {
    const { user, password } = openLogin([captchaMock()]);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("keeps the button disabled while the login is in flight", async () => {
    const { user, name, password, code, submit } = openLogin([captchaMock(), loginMock(welcome, 200)]);
    await user.type(name, "admin");
    await user.type(password, "admin-password-123");
    await user.type(code, "test");
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(toastTexts()).toEqual([]);
    await screen.findByText("Back-office");
  });

  it("on failure shows the server's message, draws a new captcha, clears the code and enables the button", async () => {
    const captcha = captchaMock();
    const wrong = { errors: [new GraphQLError("Wrong user name or password.", { extensions: { code: "BAD_USER_INPUT" } })] };
    const { user, name, password, code, submit, pictureSrc } = openLogin([captcha, loginMock(wrong)]);
    await waitFor(() => expect(pictureSrc()).toContain("picture-1"));

    await user.type(name, "admin");
    await user.type(password, "not-the-password");
    await user.type(code, "test");
    await user.click(submit);

    await waitFor(() => expect(toastTexts()).toContain("Wrong user name or password."));
    await waitFor(() => expect(pictureSrc()).toContain("picture-2"));
    expect(captcha.calls()).toBe(2);
    expect(code).toHaveValue("");
    expect(name).toHaveValue("admin");
    expect(password).toHaveValue("not-the-password");
    expect(submit).toBeEnabled();
    expect(localStorage.getItem("isLogin")).toBeNull();
  });

  it("marks the captcha field when the server says the code was wrong", async () => {
    const wrongCode = {
      errors: [new GraphQLError("The captcha code is wrong or has expired.", { extensions: { code: "BAD_USER_INPUT", field: "captcha" } })],
    };
    const { user, name, password, code, submit } = openLogin([captchaMock(), loginMock(wrongCode)]);
    await user.type(name, "admin");
    await user.type(password, "admin-password-123");
    await user.type(code, "nope");
    await user.click(submit);
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription("The captcha code is wrong or has expired.");
  });

  it("on success stores the login flag, name and token and opens the back-office", async () => {
    const { user, name, password, code, submit } = openLogin([captchaMock(), loginMock(welcome)]);
    await user.type(name, "admin");
    await user.type(password, "admin-password-123");
    await user.type(code, "test");
    await user.click(submit);

    await screen.findByText("Back-office");
    expect(localStorage.getItem("isLogin")).toBe("1");
    expect(localStorage.getItem("userName")).toBe("admin");
    expect(localStorage.getItem("token")).toBe("session-token-123");
  });
});
