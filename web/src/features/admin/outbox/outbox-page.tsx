import { Fragment, useId, useState, type FormEvent, type MouseEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminOutboxDocument, AdminSendTestMailDocument, type AdminOutboxQuery, type MailState } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { Paginator } from "../../../lib/ui/paginator";
import { useFailureToast } from "../shared/use-failure-toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { usePageParam } from "../shared/use-page-param";
import { AdminPage } from "../shell/admin-page";
import { PURPOSE_LABELS, STATE_LABELS, useStateFilter } from "./outbox-labels";
import "./outbox-page.css";
import { useFormat, useT } from "../../../i18n/admin";
import { ChoiceFilter } from "../shared/choice-filter";

const PAGE_SIZE = 20;
const TO_FIELD = ["to"] as const;

type Message = AdminOutboxQuery["outbox"]["items"][number];

/** The outbox (/admin/outbox): every message the blog sent or was to send, newest first, and a test message to check the settings. */
export function OutboxPage() {
  const [page, setPage] = usePageParam();
  const [state, setState] = useStateFilter();
  const t = useT();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminOutboxDocument, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, state },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const data = current ?? previousData;
  const messages = data?.outbox.items ?? [];
  const keptOnly = data?.newest.items[0]?.state === "NOT_SENT";
  return (
    <AdminPage title={t("admin.nav.outbox")} busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      {keptOnly && (
        <div className="view-only-banner outbox-banner" role="note">
          <strong>{t("admin.outbox.noSmtp.title")}</strong> {t("admin.outbox.noSmtp.kept", { count: data?.unsent.total ?? 0 })}{" "}
          {t("admin.outbox.noSmtp.howTo")} <code>SMTP_URL=smtp://user:password@host:587</code> <code>MAIL_FROM="Quiet Notes &lt;blog@example.org&gt;"</code>
        </div>
      )}
      <TestMailForm onSent={() => void refetch().catch(() => undefined)} />
      <form className="outbox-filters" role="search" aria-label={t("admin.outbox.filterLabel")} onSubmit={(event) => event.preventDefault()}>
        <ChoiceFilter label={t("admin.outbox.state")} anyLabel={t("admin.outbox.anyState")} value={state} options={STATE_LABELS} onChange={setState} />
      </form>
      <div className="table-scroll">
        <table className="admin-table outbox-table">
          <caption className="visually-hidden">{t("admin.outbox.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="col-time">
                {t("admin.outbox.when")}
              </th>
              <th scope="col">{t("admin.outbox.to")}</th>
              <th scope="col">{t("admin.outbox.subject")}</th>
              <th scope="col">{t("admin.outbox.kind")}</th>
              <th scope="col">{t("admin.outbox.state")}</th>
              <th scope="col">{t("admin.outbox.failure")}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <OutboxRow key={message.id} message={message} />
            ))}
          </tbody>
        </table>
      </div>
      {data && messages.length === 0 && <p className="table-empty">{t(state ? "admin.outbox.emptyFiltered" : "admin.outbox.empty")}</p>}
      <Paginator total={data?.outbox.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}

function OutboxRow({ message }: { message: Message }) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const purpose = PURPOSE_LABELS[message.purpose];
  // The whole row opens the body for a pointer; the subject's button is the way for the keyboard and screen readers.
  const toggle = (event: MouseEvent) => {
    if (window.getSelection()?.toString()) return;
    if ((event.target as HTMLElement).closest("button")) return;
    setOpen((was) => !was);
  };
  return (
    <Fragment>
      <tr className="outbox-row" onClick={toggle}>
        <td className="col-time">
          <time dateTime={message.createTime}>{format.dateTime(message.createTime)}</time>
          {message.sentTime && <div className="outbox-sent">{t("admin.outbox.sentAt", { time: format.dateTime(message.sentTime) })}</div>}
        </td>
        <td className="outbox-recipient">{message.recipient}</td>
        <td>
          <button type="button" className="button-plain outbox-subject" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((was) => !was)}>
            {message.subject}
          </button>
        </td>
        <td>{purpose ? t(purpose) : message.purpose}</td>
        <td>
          <span className={`outbox-state outbox-state-${message.state.toLowerCase().replace("_", "-")}`}>{t(STATE_LABELS[message.state])}</span>
        </td>
        <td className="outbox-failure">{message.error ?? ""}</td>
      </tr>
      <tr className="outbox-body-row" id={bodyId} hidden={!open}>
        <td colSpan={6}>
          {open && (
            <pre className="outbox-body" aria-label={t("admin.outbox.bodyOf", { subject: message.subject })}>
              {message.text}
            </pre>
          )}
        </td>
      </tr>
    </Fragment>
  );
}

function TestMailForm({ onSent }: { onSent(): void }) {
  const t = useT();
  const { run, busy, errors } = useFormMutation(TO_FIELD);
  const [to, setTo] = useState("");
  const [result, setResult] = useState<{ to: string; state: MailState } | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const data = await run(AdminSendTestMailDocument, { to: to.trim() });
    if (!data) return;
    setResult({ to: data.sendTestMail.recipient, state: data.sendTestMail.state });
    onSent();
  };

  return (
    // The server checks the address, so that a refusal reads in the page's language rather than the browser's.
    <form className="outbox-test" onSubmit={(event) => void send(event)} noValidate aria-labelledby="outbox-test-heading">
      <h3 id="outbox-test-heading">{t("admin.outbox.test.heading")}</h3>
      <label htmlFor="outbox-test-to">{t("admin.outbox.test.to")}</label>
      <input
        id="outbox-test-to"
        type="email"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        maxLength={320}
        autoComplete="email"
        aria-invalid={errors.to ? true : undefined}
        aria-describedby={errors.to ? "outbox-test-to-error" : undefined}
      />
      <button type="submit" className="button" disabled={busy}>
        {t("admin.outbox.test.send")}
      </button>
      {errors.to && (
        <p className="form-field-error" id="outbox-test-to-error" role="alert">
          {errors.to}
        </p>
      )}
      <p className="outbox-test-result" role="status">
        {result && t(result.state === "NOT_SENT" ? "admin.outbox.test.kept" : result.state === "SENT" ? "admin.outbox.test.sent" : "admin.outbox.test.queued", { to: result.to })}
      </p>
    </form>
  );
}
