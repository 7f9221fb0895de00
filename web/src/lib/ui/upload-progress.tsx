import { useT } from "../../i18n/admin";
import "./form.css";

interface UploadProgressProps {
  /** Share sent so far, 0 to 1. */
  fraction: number;
  /** What is being sent, e.g. "Uploading the cover". */
  label: string;
  onCancel?(): void;
}

/** A progress bar for an upload, with its percentage in words and a way to stop it. */
export function UploadProgress({ fraction, label, onCancel }: UploadProgressProps) {
  const percent = Math.round(fraction * 100);
  const t = useT();
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span className="upload-progress-text" aria-hidden="true">
        {percent < 100 ? `${percent}%` : t("admin.upload.processing")}
      </span>
      {onCancel && (
        <button type="button" className="button-plain" onClick={onCancel}>
          {t("admin.upload.cancel")}
        </button>
      )}
    </div>
  );
}
