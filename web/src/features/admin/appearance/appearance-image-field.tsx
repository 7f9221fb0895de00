import { FilePicker } from "../../../lib/ui/file-picker";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";
import { useT, type AdminMessageId } from "../../../i18n/admin";

/** The words of one picture's field, by what they are for. */
export interface ImageFieldWords {
  legend: AdminMessageId;
  /** The preview's alt text. */
  alt: AdminMessageId;
  upload: AdminMessageId;
  uploading: AdminMessageId;
  remove: AdminMessageId;
  hint: AdminMessageId;
}

interface AppearanceImageFieldProps {
  /** What the field is, for its class and test names: "logo" or "cover". */
  name: string;
  words: ImageFieldWords;
  /** The picture now saved, with the size pages draw it at; null for none. */
  image: { url: string; width: number; height: number } | null;
  /** How wide the preview is drawn, at most, in CSS pixels. */
  previewWidth: number;
  /** Makes the picture from an uploaded image's address, or removes it (null). */
  onChange(image: string | null): Promise<void>;
  busy: boolean;
}

/** A picture of the appearance (the logo, the cover): uploaded like any image and saved at once, apart from the look's colours. */
export function AppearanceImageField({ name, words, image, previewWidth, onChange, busy }: AppearanceImageFieldProps) {
  const { upload, progress, cancel } = useImageUpload();
  const t = useT();
  const choose = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded) await onChange(uploaded.url);
  };
  const scale = image ? Math.min(1, previewWidth / image.width) : 1;
  return (
    <fieldset className={`appearance-picture appearance-${name}`}>
      <legend>{t(words.legend)}</legend>
      {image && <img className="appearance-picture-preview" src={image.url} alt={t(words.alt)} width={Math.round(image.width * scale)} height={Math.round(image.height * scale)} />}
      {progress !== null ? (
        <UploadProgress fraction={progress} label={t(words.uploading)} onCancel={cancel} />
      ) : (
        <div className="appearance-actions">
          <FilePicker label={t(words.upload)} onFile={(file) => void choose(file)} disabled={busy} />
          {image && (
            <button type="button" className="button-plain" onClick={() => void onChange(null)} disabled={busy}>
              {t(words.remove)}
            </button>
          )}
        </div>
      )}
      <p className="form-field-hint">{t(words.hint)}</p>
    </fieldset>
  );
}
