/**
 * Whether React is still hydrating the page the server sent. Until the first commit, what is on screen is the
 * server's markup, already sanitised there; afterwards every render is the browser's own.
 */
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

/**
 * Also marks the document (`<html data-hydrated>`): from then on the page answers clicks and keys, which is what
 * a browser test waits for, instead of a quiet network.
 */
export function endHydration(): void {
  hydrating = false;
  document.documentElement.dataset.hydrated = "";
}

export function isHydrating(): boolean {
  return hydrating;
}
