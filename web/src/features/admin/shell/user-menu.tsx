import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { ROLE_AUTH_LABELS, ROLE_LABELS, useAdminUser } from "./admin-user";
import { OwnPasswordButton } from "./own-password";
import { useNavEntries } from "./use-nav-entries";
import { LanguageSelect } from "./language-select";
import { useT } from "../../../i18n/admin";
import type { Language } from "../../../gql/admin/graphql";

/**
 * The signed-in name with a small menu: who this is, the way to the backend users (administrators), to a new
 * password and the user's own interface language.
 */
export function UserMenu({ storedName, siteLanguage }: { storedName: string; siteLanguage?: Language }) {
  const me = useAdminUser();
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const name = me?.name ?? storedName;
  const close = () => menu.current?.removeAttribute("open");
  const entries = useNavEntries("user");

  // A <details> stays open until its summary is clicked again; a menu should also close on a click
  // elsewhere or on Escape.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <details className="user-menu" ref={menu}>
      {/* The name is visible text inside the accessible name, as speech input users say what they see. */}
      <summary>
        <span className="visually-hidden">{t("admin.userMenu.for")} </span>
        <span className="user-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-name">{name}</span>
      </summary>
      <div className="user-menu-list">
        {me && (
          <p className="user-menu-rights">
            {t(ROLE_LABELS[me.role])} · {t(ROLE_AUTH_LABELS[me.roleAuth])}
          </p>
        )}
        {entries.map((entry) => (
          <Link key={entry.path} to={entry.path} onClick={close}>
            {t(entry.label)}
          </Link>
        ))}
        <OwnPasswordButton className="user-menu-button" onOpen={close} />
        <LanguageSelect siteLanguage={siteLanguage} />
      </div>
    </details>
  );
}
