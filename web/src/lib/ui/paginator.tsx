import "./ui.css";
import { useT } from "../../i18n/admin";

interface PaginatorProps {
  /** Rows over all pages, as the API reports it. */
  total: number;
  /** The page shown, counting from 1. */
  page: number;
  onPage(page: number): void;
  pageSize?: number;
  /** How many numbered buttons to show at most (spec §9: 5). */
  links?: number;
  disabled?: boolean;
}

function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The numbered pages to offer: a window of `links` pages around the current one, kept inside the range. */
export function pageWindow(page: number, pages: number, links: number): number[] {
  const first = Math.min(Math.max(1, page - Math.floor(links / 2)), Math.max(1, pages - links + 1));
  const last = Math.min(pages, first + links - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Page buttons for a list paged on the server (spec §9: 10 rows a page, 5 buttons). */
export function Paginator({ total, page, onPage, pageSize = 10, links = 5, disabled = false }: PaginatorProps) {
  const pages = pageCount(total, pageSize);
  const t = useT();
  const go = (target: number) => {
    if (target !== page) onPage(target);
  };
  return (
    <nav className="paginator" aria-label={t("admin.pager.label")}>
      <button type="button" onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
        {t("admin.pager.previous")}
      </button>
      {pageWindow(page, pages, links).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? "paginator-active" : undefined}
          aria-current={number === page ? "page" : undefined}
          aria-label={t("admin.pager.page", { number })}
          disabled={disabled}
          onClick={() => go(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" onClick={() => go(page + 1)} disabled={disabled || page >= pages}>
        {t("admin.pager.next")}
      </button>
      <span className="paginator-total">
        {t("admin.pager.summary", { total, page, pages })}
      </span>
    </nav>
  );
}
