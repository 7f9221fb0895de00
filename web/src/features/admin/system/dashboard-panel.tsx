import type { ReactNode } from "react";

interface DashboardPanelProps {
  title: string;
  /** What the panel says when it has nothing to list, instead of an empty box. */
  empty: string;
  /** The entries, one <li> each; none means empty. */
  items: ReactNode[];
  /** A line under the heading, e.g. how many in all. */
  note?: ReactNode;
  /** A link to the page that has them all. */
  more?: ReactNode;
}

/** One of the dashboard's short lists: a heading, up to a handful of entries that each link where they are handled. */
export function DashboardPanel({ title, empty, items, note, more }: DashboardPanelProps) {
  return (
    <section className="dashboard-panel" aria-label={title}>
      <h3 className="dashboard-panel-title">{title}</h3>
      {note && <p className="dashboard-note">{note}</p>}
      {items.length > 0 ? <ul className="dashboard-list">{items}</ul> : <p className="dashboard-empty">{empty}</p>}
      {more && <p className="dashboard-more">{more}</p>}
    </section>
  );
}
