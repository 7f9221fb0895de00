/**
 * Whether React is still hydrating the page the server sent. Until the first commit, what is on screen is the
 * server's markup, already sanitised there; afterwards every render is the browser's own.
 */
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
