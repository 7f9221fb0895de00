import fs from "node:fs";
import path from "node:path";
import type { S3Settings } from "./kernel/upload-storage";

/** Every setting the server reads from the environment, parsed and checked in one place. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL to use; undefined means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  adminName: string;
  /** Undefined means "generate one and print it once" when the first administrator is created. */
  adminPassword?: string;
  /** Tests only: every captcha's answer. Refused in production. */
  captchaTestText?: string;
  /**
   * Tests only: Fedify may fetch from and deliver to loopback and private addresses (the test's second actor
   * on 127.0.0.1). Off, it refuses them, as a stranger's server may name any address. Refused in production.
   */
  federationTestPrivateAddresses: boolean;
  /**
   * Tests only: how soon after its challenge a comment is taken, in place of the 3 seconds people are held to, so
   * browser tests post at once instead of waiting. Refused in production.
   */
  commentTestMinimumMs?: number;
  /**
   * Tests only: the highest counter a comment's proof of work asks for, in place of 20 000 to 100 000, so a test
   * solves each challenge in a millisecond instead of a sixth of a second. Refused in production.
   */
  commentTestChallengeMax?: number;
  /** How the job queue times its jobs (jobs/job-queue.ts). */
  jobTiming: JobTiming;
  /**
   * Tests only: Webmention sources and endpoints may be on the loopback (every server a test talks to runs
   * there); every other private address stays refused. Refused in production.
   */
  webmentionTestLoopback: boolean;
  nodeEnv: "development" | "production" | "test";
  /**
   * COOKIE_SECURE=true: cookies carry Secure even on requests that arrive over plain HTTP, for a TLS proxy that
   * TRUST_PROXY does not name. Otherwise Secure follows the request: on when it is HTTPS (req.secure), in any NODE_ENV.
   */
  alwaysSecureCookies: boolean;
  introspection: boolean;
  sandbox: boolean;
  /**
   * Express "trust proxy" setting: behind a load balancer the throttle sees the real client address, and a
   * request the proxy received over HTTPS (X-Forwarded-Proto) counts as HTTPS.
   */
  trustProxy: boolean | number | string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Print each SQL statement (for diagnosing); off by default. */
  logSql: boolean;
  /** Memory for cached public answers, in MB; 0 turns the cache off (see cache/answer-cache.ts). */
  publicCacheMb: number;
  /** How stale a cached public answer may be after a write made by another server process. */
  publicCacheStaleMs: number;
  /** How long a cached public answer is kept at most; bounds how far view counts in it lag behind. */
  publicCacheTtlMs: number;
  /**
   * How long a shared cache (a CDN, Varnish) may keep a public page, feed or GraphQL read (`s-maxage`); 0
   * keeps them out of shared caches. A change reaches visitors within this, or at once when it is purged.
   */
  sharedCacheSeconds: number;
  /** Shared caches to purge (an HTTP BAN request) after each change to what the public sees; none by default. */
  cachePurgeUrls: string[];
  /** Uploaded images in an S3-compatible bucket (S3_BUCKET set) instead of DATA_DIR/uploads. */
  s3?: S3Settings;
  /** Where the automatic daily backups are written. */
  backupDir: string;
  /** How many days of automatic backups are kept (today's included); 0 turns automatic backups off. */
  backupKeepDays: number;
  /** Where mail goes: an SMTP server, or (smtpUrl undefined) nowhere, each message kept in the outbox as not sent. */
  mail: MailSettings;
}

export interface MailSettings {
  /** smtp:// or smtps://, with the user and password when the server asks for them. */
  smtpUrl?: string;
  /** The From address, `Name <address>` or an address. */
  from: string;
  /** DKIM signing of every message, when a key is configured (DKIM_PRIVATE_KEY_FILE and DKIM_SELECTOR). */
  dkim?: DkimSettings;
  /** How many posts by e-mail all server processes together send per second (NEWSLETTER_RATE). */
  newsletterRatePerSecond: number;
}

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface JobTiming {
  /**
   * How long a job may run before it is presumed dead (its process gone) and any process runs it again. Longer
   * than a message's slowest send (mail-transport.ts's timeouts), so that a slow job that is still alive is not
   * run a second time.
   */
  leaseSeconds: number;
  /** The longest wait before a job that failed or was cut short is tried again; undefined lets each kind's backoff grow. */
  retryDelayMaxSeconds?: number;
}

/** A job's lease unless a test shortens it (JOB_TEST_LEASE_SECONDS). */
export const JOB_LEASE_SECONDS = 120;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("DATABASE_URL is not a valid URL (expected postgres://user@host:port/database)");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got ${url.protocol}//`);
  }
  return raw;
}

function purgeUrls(raw: string | undefined): string[] {
  const urls = (raw ?? "").split(",").map((url) => url.trim()).filter(Boolean);
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError(`CACHE_PURGE_URLS holds "${url}", which is not a URL (expected http://host:port/)`);
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new ConfigError(`CACHE_PURGE_URLS must list http:// or https:// URLs, got "${url}"`);
  }
  return urls;
}

function s3Settings(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  const named = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX", "S3_FORCE_PATH_STYLE"].filter((name) => env[name]?.trim());
  if (!bucket) {
    if (named.length) throw new ConfigError(`${named.join(", ")} ${named.length > 1 ? "are" : "is"} set but S3_BUCKET is not: set S3_BUCKET to keep uploads in S3`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new ConfigError(`S3_ENDPOINT is not a URL: "${endpoint}"`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`S3_ENDPOINT must start with http:// or https://, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials");
  const prefix = env.S3_PREFIX?.trim() ?? "uploads/";
  if (prefix && !/^[A-Za-z0-9._/-]+\/$/.test(prefix)) throw new ConfigError(`S3_PREFIX must be letters, digits, '.', '_', '-' and '/', ending with '/', got "${prefix}"`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || "us-east-1",
    accessKeyId,
    secretAccessKey,
    prefix,
    // S3-compatible servers other than AWS mostly want the bucket in the path.
    forcePathStyle: flag(env, "S3_FORCE_PATH_STYLE", endpoint !== undefined),
  };
}

function mailSettings(env: Env): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new ConfigError("SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://…:465)");
    }
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
    if (!from) throw new ConfigError("MAIL_FROM must be set with SMTP_URL: the address the blog's mail comes from, such as Blog <blog@example.com>");
  }
  if (from && !/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  }
  const resolvedFrom = from ?? "Quiet Notes <blog@localhost>";
  return { smtpUrl, from: resolvedFrom, dkim: dkimSettings(env, resolvedFrom), newsletterRatePerSecond: integer(env, "NEWSLETTER_RATE", 10, 1, 1000) };
}

function dkimSettings(env: Env, from: string): DkimSettings | undefined {
  const keyFile = env.DKIM_PRIVATE_KEY_FILE?.trim();
  const keySelector = env.DKIM_SELECTOR?.trim();
  if (!keyFile && !keySelector) return undefined;
  if (!keyFile || !keySelector) throw new ConfigError("DKIM_PRIVATE_KEY_FILE and DKIM_SELECTOR are set together: the signing key and the DNS selector its public key is published under");
  let privateKey: string;
  try {
    privateKey = fs.readFileSync(keyFile, "utf8");
  } catch {
    throw new ConfigError(`DKIM_PRIVATE_KEY_FILE cannot be read: ${keyFile}`);
  }
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey)) throw new ConfigError(`DKIM_PRIVATE_KEY_FILE must hold a PEM private key: ${keyFile}`);
  const domainName = env.DKIM_DOMAIN?.trim() || /@([^>\s]+)>?\s*$/.exec(from)?.[1];
  if (!domainName) throw new ConfigError("DKIM_DOMAIN must be set: MAIL_FROM names no domain to sign for");
  return { domainName, keySelector, privateKey };
}

function trustProxy(raw: string | undefined): Config["trustProxy"] {
  if (raw === undefined || raw.trim() === "") return false;
  const value = raw.trim();
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnvRaw = env.NODE_ENV?.trim() || "development";
  if (!["development", "production", "test"].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as Config["nodeEnv"];
  const production = nodeEnv === "production";

  const captchaTestText = env.CAPTCHA_TEST_TEXT || undefined;
  if (captchaTestText && production) {
    throw new ConfigError("CAPTCHA_TEST_TEXT is for automated tests only and is refused when NODE_ENV=production");
  }

  const federationTestPrivateAddresses = flag(env, "FEDERATION_TEST_PRIVATE_ADDRESSES", false);
  if (federationTestPrivateAddresses && production) {
    throw new ConfigError("FEDERATION_TEST_PRIVATE_ADDRESSES is for automated tests only and is refused when NODE_ENV=production");
  }

  const commentTestMinimumMs = env.COMMENT_TEST_MINIMUM_MS ? integer(env, "COMMENT_TEST_MINIMUM_MS", 0, 0, 3000) : undefined;
  if (commentTestMinimumMs !== undefined && production) {
    throw new ConfigError("COMMENT_TEST_MINIMUM_MS is for automated tests only and is refused when NODE_ENV=production");
  }

  const commentTestChallengeMax = env.COMMENT_TEST_CHALLENGE_MAX ? integer(env, "COMMENT_TEST_CHALLENGE_MAX", 1, 1, 100_000) : undefined;
  if (commentTestChallengeMax !== undefined && production) {
    throw new ConfigError("COMMENT_TEST_CHALLENGE_MAX is for automated tests only and is refused when NODE_ENV=production");
  }

  // Not a setting for owners: a lease shorter than a message's slowest send would have a live job sent twice.
  const jobTestLeaseSeconds = env.JOB_TEST_LEASE_SECONDS ? integer(env, "JOB_TEST_LEASE_SECONDS", JOB_LEASE_SECONDS, 1, JOB_LEASE_SECONDS) : undefined;
  if (jobTestLeaseSeconds !== undefined && production) {
    throw new ConfigError("JOB_TEST_LEASE_SECONDS is for automated tests only and is refused when NODE_ENV=production");
  }

  const webmentionTestLoopback = flag(env, "WEBMENTION_TEST_LOOPBACK", false);
  if (webmentionTestLoopback && production) {
    throw new ConfigError("WEBMENTION_TEST_LOOPBACK is for automated tests only and is refused when NODE_ENV=production");
  }

  const adminName = (env.ADMIN_NAME ?? "admin").trim();
  if (!/^[\p{L}\p{N}_.-]{2,32}$/u.test(adminName)) {
    throw new ConfigError("ADMIN_NAME must be 2 to 32 letters, digits, '_', '.' or '-'");
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 10) {
    throw new ConfigError("ADMIN_PASSWORD must be at least 10 characters long");
  }

  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || "data");
  return {
    port: integer(env, "PORT", 4000, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    databaseUrl: databaseUrl(env),
    dataDir,
    adminName,
    adminPassword,
    captchaTestText,
    federationTestPrivateAddresses,
    commentTestMinimumMs,
    commentTestChallengeMax,
    // A test that kills a process mid-job waits for the lease, and then for no retry longer than it.
    jobTiming: jobTestLeaseSeconds === undefined ? { leaseSeconds: JOB_LEASE_SECONDS } : { leaseSeconds: jobTestLeaseSeconds, retryDelayMaxSeconds: jobTestLeaseSeconds },
    webmentionTestLoopback,
    nodeEnv,
    // false means the default: following the request already leaves Secure off over plain HTTP (what false was
    // set for in existing deployments), and nothing takes Secure off an HTTPS request.
    alwaysSecureCookies: flag(env, "COOKIE_SECURE", false),
    introspection: flag(env, "GRAPHQL_INTROSPECTION", !production),
    sandbox: flag(env, "SANDBOX", !production),
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionIdleMinutes: integer(env, "SESSION_IDLE_MINUTES", 120, 1, 60 * 24 * 30),
    sessionMaxHours: integer(env, "SESSION_MAX_HOURS", 24 * 7, 1, 24 * 365),
    logSql: flag(env, "LOG_SQL", false),
    publicCacheMb: integer(env, "PUBLIC_CACHE_MB", 64, 0, 4096),
    publicCacheStaleMs: integer(env, "PUBLIC_CACHE_STALE_MS", 100, 0, 60_000),
    publicCacheTtlMs: integer(env, "PUBLIC_CACHE_TTL_MS", 30_000, 1, 3_600_000),
    sharedCacheSeconds: integer(env, "SHARED_CACHE_SECONDS", 10, 0, 86_400),
    cachePurgeUrls: purgeUrls(env.CACHE_PURGE_URLS),
    s3: s3Settings(env),
    backupDir: path.resolve(cwd, env.BACKUP_DIR?.trim() || path.join(dataDir, "backups")),
    backupKeepDays: integer(env, "BACKUP_KEEP_DAYS", 7, 0, 3650),
    mail: mailSettings(env),
  };
}
