import type { EntityManager } from "@mikro-orm/postgresql";
import type svgCaptcha from "svg-captcha";
import { clientNetwork } from "../../kernel/client-network";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { CAPTCHA_COOKIE } from "./cookies";
import { Captcha } from "./auth.entities";
import { hashToken, randomToken } from "./tokens";

export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

/**
 * Live captchas kept per address (network, see clientNetwork); a new one pushes out that address's oldest.
 * Capping rather than refusing: the newest picture an address asked for always works, so a visitor never
 * sees a broken picture (the legacy /api/captcha answers an image, with no room for an error), and an
 * address asking in a loop only pushes out its own older captchas. With the 5-minute lifetime, the table
 * holds at most this many rows per address that asked in the last 5 minutes. Not a rate limit, so not
 * rate-limiter-flexible: nothing is ever refused, and the cap is one statement over the captchas' own rows.
 */
export const LIVE_CAPTCHAS_PER_ADDRESS = 20;

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

/**
 * svg-captcha, loaded by the first captcha asked for: it parses its font when loaded (opentype.js; about 75 ms and
 * 15 MB), which a server answering readers never needs. Its default export also draws given text; its type
 * declarations omit that call signature.
 */
const loadSvgCaptcha = () =>
  import("svg-captcha").then(({ default: draw }) => ({ create: draw.create, drawText: draw as unknown as (text: string, options: svgCaptcha.ConfigObject) => string }));

/** Stored instead of the address: enough to group an address's captchas, and gone with them after 5 minutes. */
const ownerOf = (ip: string) => hashToken(`captcha:${clientNetwork(ip)}`);

export async function issueCaptcha(em: EntityManager, ip: string, size: CaptchaSize, testText?: string): Promise<IssuedCaptcha> {
  const { width, height, fontSize } = clampCaptchaSize(size);
  const options = { width, height, fontSize, size: 4, noise: 2, color: true, ignoreChars: "0oO1iIlL" };
  const { create, drawText } = await loadSvgCaptcha();
  const { text, data } = testText ? { text: testText, data: drawText(testText, options) } : create(options);
  const id = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + CAPTCHA_LIFETIME_MS);
  const ownerHash = ownerOf(ip);
  await em.insert(Captcha, { idHash: hashToken(id), ownerHash, answer: text.toLowerCase(), expiresAt });
  // Swept as new ones are made: every expired captcha, and this address's beyond its newest few. Every
  // captcha lives equally long, so the latest to expire are the newest.
  await em.getConnection().execute(
    `delete from captchas where expires_at <= ? or id_hash in (
       select id_hash from captchas where owner_hash = ? order by expires_at desc offset ?)`,
    [new Date(now), ownerHash, LIVE_CAPTCHAS_PER_ADDRESS],
  );
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

/** A visitor asks for a captcha picture: its answer is kept on the server, and the captcha cookie names it. */
export const newCaptcha = operation(PUBLIC, async (ctx, size: CaptchaSize) => {
  const issued = await issueCaptcha(ctx.em, ctx.ip, size, ctx.config.captchaTestText);
  ctx.cookies.set(CAPTCHA_COOKIE, issued.id, CAPTCHA_LIFETIME_MS);
  return issued;
});
