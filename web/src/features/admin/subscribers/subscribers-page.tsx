import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminRemoveSubscriberDocument, AdminSubscribersDocument, type AdminSubscribersQuery, type Language, type SubscriberState } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { Paginator } from "../../../lib/ui/paginator";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { AdminPage } from "../shell/admin-page";
import { useFormat, useT } from "../../../i18n/admin";
import { LANGUAGE_LABELS, STATE_LABELS } from "./subscriber-labels";
import { SubscribersCsv } from "./subscribers-csv";
import "./subscribers-page.css";
import { ChoiceFilter } from "../shared/choice-filter";

const PAGE_SIZE = 20;

type SubscriberRow = AdminSubscribersQuery["subscribers"]["items"][number];

interface Filters {
  state?: SubscriberState;
  language?: Language;
  search: string;
}

/** Subscribers (/admin/subscribers): who gets new posts by e-mail, newest first, with filters, removal and CSV in and out. */
export function SubscribersPage() {
  const t = useT();
  const format = useFormat();
  const [filters, setFilters] = useState<Filters>({ search: "" });
  const [page, setPage] = useState(1);
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminSubscribersDocument, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, state: filters.state, language: filters.language, search: filters.search.trim() || undefined },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const data = current ?? previousData;
  const rows = data?.subscribers.items ?? [];
  const { save } = useSave(refetch);
  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Subscriber",
    mutation: AdminRemoveSubscriberDocument,
    ask: (row: SubscriberRow) => ({ title: t("admin.subscribers.removeTitle"), message: t("admin.subscribers.removeMessage", { email: row.email }) }),
    done: t("admin.subscribers.removed"),
  });
  // Another filter has other pages: start at the first.
  const filter = (changed: Partial<Filters>) => {
    setFilters((was) => ({ ...was, ...changed }));
    setPage(1);
  };
  const filtered = Boolean(filters.state || filters.language || filters.search.trim());
  const when = (time: string | null | undefined) => (time ? <time dateTime={time}>{format.dateTime(time)}</time> : "—");

  return (
    <AdminPage title={t("admin.nav.subscribers")} busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <SubscribersCsv onImported={() => void refetch().catch(() => undefined)} />
      <form className="subscribers-filters" role="search" aria-label={t("admin.subscribers.filterLabel")} onSubmit={(event) => event.preventDefault()}>
        <ChoiceFilter label={t("admin.subscribers.state")} anyLabel={t("admin.subscribers.anyState")} value={filters.state} options={STATE_LABELS} onChange={(state) => filter({ state })} />
        <ChoiceFilter label={t("admin.subscribers.language")} anyLabel={t("admin.subscribers.anyLanguage")} value={filters.language} options={LANGUAGE_LABELS} onChange={(language) => filter({ language })} />
        <label>
          {t("admin.subscribers.search")}
          <input type="search" value={filters.search} onChange={(event) => filter({ search: event.target.value })} maxLength={320} />
        </label>
      </form>
      <div className="table-scroll">
        <table className="admin-table subscribers-table">
          <caption className="visually-hidden">{t("admin.subscribers.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.subscribers.email")}</th>
              <th scope="col">{t("admin.subscribers.state")}</th>
              <th scope="col">{t("admin.subscribers.language")}</th>
              <th scope="col">{t("admin.subscribers.created")}</th>
              <th scope="col">{t("admin.subscribers.confirmed")}</th>
              <th scope="col">{t("admin.subscribers.left")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("admin.subscribers.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="subscribers-email">{row.email}</td>
                <td>
                  <span className={`subscriber-state subscriber-state-${row.state.toLowerCase()}`}>{t(STATE_LABELS[row.state])}</span>
                </td>
                <td>{t(LANGUAGE_LABELS[row.language])}</td>
                <td>{when(row.createTime)}</td>
                <td>{when(row.confirmedTime)}</td>
                <td>{when(row.leftTime)}</td>
                <td>
                  <button type="button" className="button-plain" onClick={() => void remove(row)} aria-label={t("admin.subscribers.removeOne", { email: row.email })}>
                    {t("admin.subscribers.remove")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && rows.length === 0 && <p className="table-empty">{t(filtered ? "admin.subscribers.emptyFiltered" : "admin.subscribers.empty")}</p>}
      <Paginator total={data?.subscribers.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {confirmDialog}
    </AdminPage>
  );
}
