import { useCallback, useEffect, useRef, useState } from "react";
import { OWN_UPLOAD_MESSAGES, uploadImage, type UploadedImage } from "../../../lib/upload";
import { UploadError } from "../../../lib/upload-error";
import { useT, type AdminMessageId, type Translate } from "../../../i18n/admin";
import { useReportFailure } from "./use-failure-toast";

/**
 * Uploads one image at a time with its progress (null when nothing is being sent). A failure becomes a toast
 * and resolves to undefined; leaving the page stops an upload still under way.
 */
export function useImageUpload() {
  const report = useReportFailure();
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | undefined> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        return await uploadImage(file, { onProgress: setProgress, signal: controller.signal });
      } catch (error) {
        report(inLanguage(error, t));
        return undefined;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [report, t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { upload, progress, cancel };
}

const OWN_MESSAGE_IDS: Record<keyof typeof OWN_UPLOAD_MESSAGES, AdminMessageId> = {
  tooLarge: "admin.upload.tooLarge",
  offline: "admin.upload.offline",
  failed: "admin.upload.failed",
};

/** An upload failure the browser described itself, in the back-office's language; the server's own words stay as they are. */
function inLanguage(error: unknown, t: Translate): unknown {
  if (!(error instanceof UploadError)) return error;
  const own = (Object.keys(OWN_UPLOAD_MESSAGES) as (keyof typeof OWN_UPLOAD_MESSAGES)[]).find((key) => OWN_UPLOAD_MESSAGES[key] === error.message);
  return own ? new UploadError(t(OWN_MESSAGE_IDS[own]), error.reason) : error;
}
