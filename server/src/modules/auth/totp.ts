/**
 * TOTP as every common authenticator app speaks it: SHA-1, 6 digits, 30-second steps (otplib's defaults,
 * which the otpauth URI leaves implicit for that reason).
 */
export const TOTP_PERIOD_SECONDS = 30;

/** A 6-digit code, spaces allowed as apps show them ("123 456"). */
const TOTP_CODE = /^\d{6}$/;

export const normaliseTotpCode = (code: string) => code.replace(/\s+/g, "");
export const looksLikeTotpCode = (code: string) => TOTP_CODE.test(normaliseTotpCode(code));

/** otplib and its crypto (about 60 ms to load) come with the first second factor set up or asked for. */
const loadOtplib = () => import("otplib");

/** A new 160-bit secret, Base32 as apps take it. */
export const newTotpSecret = async (): Promise<string> => (await loadOtplib()).generateSecret();

export async function otpauthUri(issuer: string, account: string, secret: string): Promise<string> {
  return (await loadOtplib()).generateURI({ issuer, label: account, secret });
}

/**
 * The otpauth URI as an SVG QR code, made on the server so the browser needs no QR library: the page shows
 * it as an image, as it shows the captcha.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  // Loaded when a second factor is set up, not with the server.
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

/**
 * The time step the code belongs to, when it is the code of the current step or of the one before or
 * after (a phone's clock drifts, and a code typed at the end of its step arrives in the next), and that step
 * is later than `afterStep`, the last one accepted; null otherwise.
 */
export async function matchingStep(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  const token = normaliseTotpCode(code);
  if (!TOTP_CODE.test(token)) return null;
  const result = await (await loadOtplib()).verify({
    secret,
    token,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === undefined || afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
}
