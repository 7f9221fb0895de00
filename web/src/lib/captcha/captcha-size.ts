export interface CaptchaSize {
  width: number;
  height: number;
  fontSize: number;
}

/**
 * The captcha picture follows the window width (spec §7), within bounds that stay legible on a phone and
 * do not dwarf the form on a wide screen; it keeps the 3:1 shape the form's layout expects.
 */
export function captchaSize(windowWidth: number): CaptchaSize {
  const width = Math.round(Math.min(150, Math.max(120, windowWidth * 0.08)));
  const height = Math.round(width / 3);
  return { width, height, fontSize: Math.round(height * 0.9) };
}
