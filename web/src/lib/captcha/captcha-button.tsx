import { useT } from "../../i18n/i18n";
import type { CaptchaSize } from "./captcha-size";
import "./captcha.css";

interface CaptchaButtonProps {
  captcha?: { svg: string };
  error: unknown;
  /** The picture's size, known once the page runs in the browser; the button's own size is CSS's, the same. */
  size?: CaptchaSize;
  onRefresh: () => void;
}

/**
 * The picture is shown through an <img> with a data URL rather than injected as markup: an image cannot
 * run script, whatever the SVG holds.
 */
export function CaptchaButton({ captcha, error, size, onRefresh }: CaptchaButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`captcha-button${error ? " captcha-failed" : ""}`}
      onClick={onRefresh}
      aria-label={error ? t("common.captcha.failed") : t("common.captcha.picture")}
      title={t("common.captcha.newPicture")}
    >
      {captcha && size ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`} alt="" width={size.width} height={size.height} />
      ) : error ? (
        <span aria-hidden="true">{t("common.captcha.retry")}</span>
      ) : (
        size && <span className="spinner" aria-hidden="true" />
      )}
    </button>
  );
}
