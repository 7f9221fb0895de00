import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { STORAGE_KEYS } from "../lib/storage";
import pageTemplate from "../../index.html?raw";
import { ThemeToggle } from "./theme-toggle";

/** A system whose colour-scheme preference the test sets, and changes while the page is open. */
function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    media: "(prefers-color-scheme: dark)",
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, "matchMedia").mockImplementation((media) => {
    expect(media).toBe("(prefers-color-scheme: dark)");
    return query as unknown as MediaQueryList;
  });
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const html = document.documentElement;
const toggle = () => screen.getByRole("button", { name: "Dark theme" });

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ThemeToggle", () => {
  it("follows the system without a choice, also when the system changes, and stores nothing", () => {
    const system = systemPrefers(true);
    render(<ThemeToggle />);
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    system.change(false);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    expect(html.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it("switches theme on <html> and remembers the choice", () => {
    systemPrefers(false);
    render(<ThemeToggle />);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(toggle());
    expect(html.dataset.theme).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(toggle());
    expect(html.dataset.theme).toBe("light");
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("light");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
  });

  it("reads a stored choice, which then wins over the system", () => {
    localStorage.setItem(STORAGE_KEYS.theme, "dark");
    const system = systemPrefers(false);
    render(<ThemeToggle />);
    expect(html.dataset.theme).toBe("dark");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    system.change(true);
    system.change(false);
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
  });

  it("ignores a stored value that is no theme", () => {
    localStorage.setItem(STORAGE_KEYS.theme, "sepia");
    systemPrefers(false);
    render(<ThemeToggle />);
    expect(html.dataset.theme).toBeUndefined();
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
  });

  it("renders the same neutral markup on the server and hydrates it without a mismatch", async () => {
    html.dataset.theme = "dark";
    systemPrefers(false);
    const markup = renderToString(<ThemeToggle />);
    expect(markup).not.toContain("aria-pressed");

    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    const consoleError = vi.spyOn(console, "error");
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ThemeToggle />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    act(() => root.unmount());
    container.remove();
  });
});

describe("the page's inline theme script", () => {
  // The script in the page's <head> (index.html), run here as the browser runs it before the first paint.
  const themeScript = /<script>([^<]*)<\/script>/.exec(pageTemplate)![1];
  const runScript = () => new Function(themeScript)();

  it("puts a stored choice on <html>, under the toggle's own key", () => {
    localStorage.setItem(STORAGE_KEYS.theme, "dark");
    runScript();
    expect(html.dataset.theme).toBe("dark");
  });

  it("leaves the page to the system without a valid choice, or when storage is refused", () => {
    localStorage.setItem(STORAGE_KEYS.theme, "sepia");
    runScript();
    expect(html.dataset.theme).toBeUndefined();

    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runScript).not.toThrow();
    expect(html.dataset.theme).toBeUndefined();
  });
});
