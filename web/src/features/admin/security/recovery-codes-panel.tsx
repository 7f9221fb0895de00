import { useToast } from "../../../lib/toast";

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
  const text = `Recovery codes for ${account} (${window.location.host}). Each signs in once in place of an authenticator code.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast("Recovery codes copied.", "success");
    } catch {
      toast("Could not copy. Select the codes and copy them, or download them.", "error");
    }
  };
  return (
    <section className="two-factor-panel" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Keep these somewhere safe, away from your phone. If you lose the authenticator app, each code signs you in once
        in place of a 6-digit code. They are shown only now.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <button type="button" className="button-plain" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button-plain" onClick={() => download(`recovery-codes-${account}.txt`, text)}>
          Download as .txt
        </button>
        <button type="button" className="button-primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
