import type { CaptchaSize } from "./captcha-size";
import "./captcha.css";

interface CaptchaButtonProps {
  captcha?: { svg: string };
  error: unknown;
  size: CaptchaSize;
  onRefresh: () => void;
}

/**
 * The picture is shown through an <img> with a data URL rather than injected as markup: an image cannot
 * run script, whatever the SVG holds.
 */
export function CaptchaButton({ captcha, error, size, onRefresh }: CaptchaButtonProps) {
  const style = { width: size.width, height: size.height };
  return (
    <button
      type="button"
      className={`captcha-button${error ? " captcha-failed" : ""}`}
      style={style}
      onClick={onRefresh}
      aria-label={error ? "The picture did not load: try again" : "Captcha picture, click for a new one"}
      title="Click for a new picture"
    >
      {captcha ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`} alt="" width={size.width} height={size.height} />
      ) : error ? (
        <span aria-hidden="true">Retry</span>
      ) : (
        <span className="spinner" aria-hidden="true" />
      )}
    </button>
  );
}
