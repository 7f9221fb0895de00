import { FilePicker } from "../../../lib/ui/file-picker";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";

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
  const choose = async (file: File) => {
    const image = await upload(file);
    if (image) onChange(image.url);
  };
  return (
    <fieldset className={error ? "cover-field form-field-invalid" : "cover-field"} aria-describedby={error ? "cover-error" : undefined}>
      <legend>Cover image</legend>
      {value ? <img className="cover-preview" src={value} alt="Cover preview" /> : <p className="cover-empty">No cover yet</p>}
      {progress !== null ? (
        <UploadProgress fraction={progress} label="Uploading the cover" onCancel={cancel} />
      ) : (
        <div className="cover-actions">
          <FilePicker label={value ? "Replace cover" : "Upload a cover"} onFile={choose} disabled={disabled} />
          {value && (
            <button type="button" className="button-plain" onClick={() => onChange("")} disabled={disabled}>
              Remove cover
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
