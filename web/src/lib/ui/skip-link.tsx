import { useT } from "../../i18n/i18n";

/**
 * The first thing a keyboard reaches: straight to the page, past the header and the nav. It moves the focus
 * itself rather than following "#id", which the router would take for a navigation.
 */
export function SkipLink({ target }: { target: string }) {
  const t = useT();
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t("common.skipToContent")}
    </a>
  );
}
