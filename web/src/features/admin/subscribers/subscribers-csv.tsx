import { useId, useRef, useState, type ChangeEvent } from "react";
import { useApolloClient } from "@apollo/client/react";
import { AdminImportSubscribersDocument, AdminSubscribersCsvDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { errorMessage } from "../../../lib/error-message";
import { useToast } from "../../../lib/toast";
import { useT } from "../../../i18n/admin";
import { InlineCode } from "../shared/inline-code";

/**
 * Subscribers as a CSV file: the whole list downloaded, or a file added. An import is all or nothing, and its
 * refusal (the line at fault and why) stays beside the button until the next try.
 */
export function SubscribersCsv({ onImported }: { onImported(): void }) {
  const client = useApolloClient();
  const t = useT();
  const toast = useToast();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: AdminSubscribersCsvDocument, context: ADMIN_CONTEXT, fetchPolicy: "no-cache" });
      if (!data) return;
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([data.subscribersCsv], { type: "text/csv;charset=utf-8" }));
      link.download = "subscribers.csv";
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      toast(errorMessage(failure, t), "error");
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { data } = await client.mutate({ mutation: AdminImportSubscribersDocument, variables: { csv: await chosen.text() }, context: ADMIN_CONTEXT });
      if (data) toast(t("admin.subscribers.imported", { added: data.importSubscribers.added, skipped: data.importSubscribers.skipped }), "success");
      onImported();
    } catch (failure) {
      setRefusal(errorMessage(failure, t));
    } finally {
      setBusy(false);
      // The same file, corrected, can be chosen again.
      if (file.current) file.current.value = "";
    }
  };

  return (
    <div className="subscribers-csv">
      <button type="button" className="button-plain" disabled={busy} onClick={() => void download()}>
        {t("admin.subscribers.export")}
      </button>
      <label className="button-plain subscribers-import" htmlFor={`${id}-file`}>
        {t("admin.subscribers.import")}
      </label>
      <input
        id={`${id}-file`}
        ref={file}
        className="visually-hidden"
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ""}`}
        onChange={(event) => void upload(event)}
      />
      <p className="subscribers-hint" id={`${id}-hint`}>
        <InlineCode text={t("admin.subscribers.importHint")} />
      </p>
      {refusal && (
        <p className="form-field-error subscribers-import-error" id={`${id}-error`} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
