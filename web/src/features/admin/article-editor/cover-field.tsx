import { FilePicker } from "../../../lib/ui/file-picker";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";
import { useT } from "../../../i18n/admin";

interface CoverFieldProps {
  /** The cover's URL, "" for none. */
  value: string;
  onChange(url: string): void;
  disabled: boolean;
  error?: string;
}

/** The cover image: a preview, an upload with its progress, and a way to remove it. */
export function CoverField({ value, onChange, disabled, error }: CoverFieldProps) {
  const { upload, progress, cancel } = useImageUpload();
  const t = useT();
  const choose = async (file: File) => {
    const image = await upload(file);
    if (image) onChange(image.url);
  };
  return (
    <fieldset className={error ? "cover-field form-field-invalid" : "cover-field"} aria-describedby={error ? "cover-error" : undefined}>
      <legend>{t("admin.cover.legend")}</legend>
      {value ? <img className="cover-preview" src={value} alt={t("admin.cover.preview")} /> : <p className="cover-empty">{t("admin.cover.none")}</p>}
      {progress !== null ? (
        <UploadProgress fraction={progress} label={t("admin.cover.uploading")} onCancel={cancel} />
      ) : (
        <div className="cover-actions">
          <FilePicker label={value ? t("admin.cover.replace") : t("admin.cover.upload")} onFile={choose} disabled={disabled} />
          {value && (
            <button type="button" className="button-plain" onClick={() => onChange("")} disabled={disabled}>
              {t("admin.cover.remove")}
            </button>
          )}
        </div>
      )}
      {error && (
        <p id="cover-error" className="form-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
