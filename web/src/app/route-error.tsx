/**
 * Shown when a page's code cannot be loaded, typically after a new release replaced the hashed chunks the
 * open tab still refers to: a reload fetches the new ones.
 */
export function RouteError() {
  return (
    <main className="message-page card" role="alert">
      <h1>This page could not be loaded</h1>
      <p>Check your connection, then reload the page.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
