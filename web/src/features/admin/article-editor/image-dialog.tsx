import { useState } from "react";
import { IMAGE_TYPES, type UploadedImage } from "../../../lib/upload";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";
import { useT } from "../../../i18n/admin";

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
  const t = useT();
  const uploading = progress !== null;

  const submit = async () => {
    if (!file) return setError(t("admin.image.choose"));
    const image = await upload(file);
    if (image) onInsert(image, alt.trim());
  };
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <FormDialog
      title={t("admin.image.title")}
      submitLabel={t("admin.image.submit")}
      busy={uploading}
      busyLabel={t("admin.image.uploadingShort")}
      onSubmit={submit}
      onClose={close}
    >
      <FormField label={t("admin.image.file")} error={error} hint={t("admin.image.fileHint")} required>
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
      <FormField label={t("admin.image.alt")} hint={t("admin.image.altHint")}>
        {(control) => <input {...control} value={alt} disabled={uploading} onChange={(event) => setAlt(event.target.value)} />}
      </FormField>
      {uploading && <UploadProgress fraction={progress} label={t("admin.image.uploading")} />}
    </FormDialog>
  );
}
