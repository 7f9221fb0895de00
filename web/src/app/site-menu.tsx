import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink, useLocation } from "react-router-dom";
import type { SiteMenuLinkFragment } from "../gql/shell/graphql";

export type SiteMenuLink = SiteMenuLinkFragment & { children?: SiteMenuLinkFragment[] };

/**
 * One menu link: a path of this site through the router (aria-current="page" on the page it names), or an
 * address written out in full as a plain link. rel="noopener" keeps the other page from reaching this one;
 * no target: whether it opens in a new tab is the reader's choice, as for any other link on the site.
 */
export function MenuLink({ link, className }: { link: SiteMenuLinkFragment; className?: string }) {
  if (!link.path) return <span className={className}>{link.label}</span>;
  if (link.external) {
    return (
      <a href={link.path} rel="noopener" className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.path} end className={className}>
      {link.label}
    </NavLink>
  );
}

/**
 * A header item with items under it: a button that shows and hides them (the disclosure pattern:
 * aria-expanded, aria-controls). Escape closes it and gives the button focus back; focus or a click leaving it,
 * or a move to another page, closes it too. The item's own link, when it has one, comes first in the list.
 */
export function MenuDisclosure({ link }: { link: SiteMenuLink }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const blur = (event: FocusEvent) => {
    if (event.relatedTarget && !item.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  const current = [link, ...(link.children ?? [])].some((each) => each.path && !each.external && decodeURI(each.path) === decodeURI(pathname));

  return (
    <li className="site-menu-group" ref={item} onKeyDown={keyDown} onBlur={blur}>
      <button ref={button} type="button" className={`site-menu-button${current ? " active" : ""}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {link.label}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={id} className="site-submenu" hidden={!open}>
        {link.path && (
          <li>
            <MenuLink link={link} />
          </li>
        )}
        {link.children?.map((child, index) => (
          <li key={index}>
            <MenuLink link={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}
