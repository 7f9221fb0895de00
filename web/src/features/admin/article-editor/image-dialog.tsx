import { useState } from "react";
import { IMAGE_TYPES, type UploadedImage } from "../../../lib/upload";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";

interface ImageDialogProps {
  onInsert(image: UploadedImage, alt: string): void;
  onClose(): void;
}

/**
 * Uploads an image for the body, with its description, and hands back the stored copies. The dialog stays
 * open with a progress bar until the server has answered; Cancel stops the upload.
 */
export function ImageDialog({ onInsert, onClose }: ImageDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string>();
  const { upload, progress, cancel } = useImageUpload();
  const uploading = progress !== null;

  const submit = async () => {
    if (!file) return setError("Choose an image to upload.");
    const image = await upload(file);
    if (image) onInsert(image, alt.trim());
  };
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <FormDialog
      title="Insert an image"
      submitLabel="Upload and insert"
      busy={uploading}
      busyLabel="Uploading…"
      onSubmit={submit}
      onClose={close}
    >
      <FormField label="Image file" error={error} hint="PNG, JPEG, WebP or GIF, at most 50M" required>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_TYPES}
            disabled={uploading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <FormField label="Description" hint="What the image shows, for readers who cannot see it">
        {(control) => <input {...control} value={alt} disabled={uploading} onChange={(event) => setAlt(event.target.value)} />}
      </FormField>
      {uploading && <UploadProgress fraction={progress} label="Uploading the image" />}
    </FormDialog>
  );
}
