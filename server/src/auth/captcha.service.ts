import type { EntityManager } from "@mikro-orm/postgresql";
import svgCaptcha from "svg-captcha";
import { Captcha } from "./auth.entities";
import { hashToken, randomToken } from "./tokens";

export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

export interface CaptchaSize {
  width?: number;
  height?: number;
  fontSize?: number;
}

/** Sizes outside these bounds are pulled back inside them rather than refused. */
const BOUNDS = { width: [60, 400, 120], height: [24, 160, 40], fontSize: [12, 120, 40] } as const;

export function clampCaptchaSize(size: CaptchaSize): Required<CaptchaSize> {
  const clamp = (value: number | undefined, [min, max, fallback]: readonly [number, number, number]) =>
    value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.round(value)));
  return {
    width: clamp(size.width, BOUNDS.width),
    height: clamp(size.height, BOUNDS.height),
    fontSize: clamp(size.fontSize, BOUNDS.fontSize),
  };
}

export interface IssuedCaptcha {
  /** Goes into the captcha cookie (or the login's captchaId argument). */
  id: string;
  svg: string;
  expiresAt: Date;
}

/** svg-captcha's default export draws given text; its type declarations omit that call signature. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

export async function issueCaptcha(em: EntityManager, size: CaptchaSize, testText?: string): Promise<IssuedCaptcha> {
  const { width, height, fontSize } = clampCaptchaSize(size);
  const options = { width, height, fontSize, size: 4, noise: 2, color: true, ignoreChars: "0oO1iIlL" };
  const { text, data } = testText ? { text: testText, data: drawText(testText, options) } : svgCaptcha.create(options);
  const id = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + CAPTCHA_LIFETIME_MS);
  await em.insert(Captcha, { idHash: hashToken(id), answer: text.toLowerCase(), expiresAt });
  await em.nativeDelete(Captcha, { expiresAt: { $lt: new Date(now) } });
  return { id, svg: data, expiresAt };
}

/**
 * Spends the captcha whatever the answer: the row is deleted and its answer returned in one statement,
 * so two attempts racing for the same captcha cannot both use it.
 */
export async function spendCaptcha(em: EntityManager, id: string | undefined, answer: string): Promise<boolean> {
  if (!id) return false;
  const rows: { answer: string; expires_at: Date }[] = await em
    .getConnection()
    .execute("delete from captchas where id_hash = ? returning answer, expires_at", [hashToken(id)]);
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return false;
  return row.answer === answer.trim().toLowerCase();
}
