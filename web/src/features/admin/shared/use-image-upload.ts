import { useCallback, useEffect, useRef, useState } from "react";
import { uploadImage, type UploadedImage } from "../../../lib/upload";
import { useReportFailure } from "./use-failure-toast";

/**
 * Uploads one image at a time with its progress (null when nothing is being sent). A failure becomes a toast
 * and resolves to undefined; leaving the page stops an upload still under way.
 */
export function useImageUpload() {
  const report = useReportFailure();
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
        report(error);
        return undefined;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [report],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { upload, progress, cancel };
}
