import { useT } from "../i18n/i18n";

/**
 * Shown when a page's code cannot be loaded, typically after a new release replaced the hashed chunks the
 * open tab still refers to: a reload fetches the new ones.
 */
export function RouteError() {
  const t = useT();
  return (
    <main className="message-page card" role="alert">
      <h1>{t("routeError.title")}</h1>
      <p>{t("routeError.text")}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </button>
    </main>
  );
}
