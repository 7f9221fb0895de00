import { FilePicker } from "../../../lib/ui/file-picker";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";
import { useT } from "../../../i18n/admin";

interface FaviconFieldProps {
  /** The stem of the icon's files under /uploads/, null for the built-in icon. */
  favicon: string | null;
  /** Makes the icon from an uploaded image's address, or goes back to the built-in one (null). */
  onChange(image: string | null): Promise<void>;
  busy: boolean;
}

/**
 * The site's icon: uploaded like any image, then the server makes the sizes browsers and phones ask for. It is
 * saved at once, apart from the look's colours.
 */
export function FaviconField({ favicon, onChange, busy }: FaviconFieldProps) {
  const { upload, progress, cancel } = useImageUpload();
  const t = useT();
  const choose = async (file: File) => {
    const image = await upload(file);
    if (image) await onChange(image.url);
  };
  return (
    <fieldset className="appearance-favicon">
      <legend>{t("admin.appearance.favicon")}</legend>
      <img className="appearance-favicon-preview" src={favicon ? `/uploads/${favicon}-192.png` : "/logo.svg"} alt={t(favicon ? "admin.appearance.faviconOwn" : "admin.appearance.faviconBuiltIn")} width={64} height={64} />
      {progress !== null ? (
        <UploadProgress fraction={progress} label={t("admin.appearance.faviconUploading")} onCancel={cancel} />
      ) : (
        <div className="appearance-actions">
          <FilePicker label={t("admin.appearance.faviconUpload")} onFile={(file) => void choose(file)} disabled={busy} />
          {favicon && (
            <button type="button" className="button-plain" onClick={() => void onChange(null)} disabled={busy}>
              {t("admin.appearance.faviconRemove")}
            </button>
          )}
        </div>
      )}
      <p className="form-field-hint">{t("admin.appearance.faviconHint")}</p>
    </fieldset>
  );
}
