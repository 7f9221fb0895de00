import { useToast } from "../../../lib/toast";
import { useT } from "../../../i18n/admin";

interface RecoveryCodesPanelProps {
  codes: string[];
  /** The account the codes belong to, in the downloaded file's name and first line. */
  account: string;
  onDone(): void;
}

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to copy, download as a text file
 * or write down before leaving.
 */
export function RecoveryCodesPanel({ codes, account, onDone }: RecoveryCodesPanelProps) {
  const toast = useToast();
  const t = useT();
  const text = `${t("admin.recovery.fileHeading", { account, host: window.location.host })}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t("admin.recovery.copied"), "success");
    } catch {
      toast(t("admin.recovery.copyFailed"), "error");
    }
  };
  return (
    <section className="two-factor-panel" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">{t("admin.recovery.title")}</h3>
      <p>{t("admin.recovery.text")}</p>
      <ol className="recovery-codes" aria-label={t("admin.recovery.list")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <button type="button" className="button-plain" onClick={() => void copy()}>
          {t("admin.recovery.copy")}
        </button>
        <button type="button" className="button-plain" onClick={() => download(`recovery-codes-${account}.txt`, text)}>
          {t("admin.recovery.download")}
        </button>
        <button type="button" className="button-primary" onClick={onDone}>
          {t("admin.recovery.done")}
        </button>
      </div>
    </section>
  );
}
