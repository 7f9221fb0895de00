import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import { loadMessages } from "./i18n/i18n";

// jsdom knows <dialog> but not its modal methods. These stand in for what the tests rely on: the open state,
// and the browser's dialog focusing steps (the first focusable element inside takes the focus).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    const focusable = "[autofocus], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href]";
    this.querySelector<HTMLElement>(focusable)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// jsdom has no matchMedia; the header's theme toggle asks it for the system's theme. A light system stands in,
// and tests of the toggle put their own in its place.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (media: string) =>
    ({ media, matches: false, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// findBy… and waitFor wait for a condition; this only bounds one that never comes. Testing Library's default of one
// second failed a render that was merely slow, when the suite ran beside the browser suite on two busy cores.
configure({ asyncUtilTimeout: 10_000 });

// The public messages come in a chunk per language; components rendered alone find both languages loaded.
await Promise.all([loadMessages("en"), loadMessages("zh")]);
