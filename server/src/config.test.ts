import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({}, "/srv/blog");
    expect(config).toMatchObject({ port: 4000, dataDir: "/srv/blog/data", adminName: "admin", nodeEnv: "development", introspection: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be between/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres/],
    [{ DATABASE_URL: "::::" }, /DATABASE_URL is not a valid URL/],
    [{ NODE_ENV: "staging" }, /NODE_ENV must be/],
    [{ ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD must be at least 10/],
    [{ ADMIN_NAME: "a b" }, /ADMIN_NAME must be/],
    [{ COOKIE_SECURE: "maybe" }, /COOKIE_SECURE must be true or false/],
    [{ SHARED_CACHE_SECONDS: "-1" }, /SHARED_CACHE_SECONDS must be a whole number/],
    [{ CACHE_PURGE_URLS: "http://127.0.0.1:6081/, varnish" }, /CACHE_PURGE_URLS holds "varnish", which is not a URL/],
    [{ CACHE_PURGE_URLS: "ftp://cache/" }, /CACHE_PURGE_URLS must list http/],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_ENDPOINT is set but S3_BUCKET is not/],
    [{ S3_BUCKET: "images", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT must start with http/],
    [{ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "key" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: "images", S3_PREFIX: "no-slash" }, /S3_PREFIX must be/],
    [{ BACKUP_KEEP_DAYS: "-1" }, /BACKUP_KEEP_DAYS must be a whole number/],
    [{ BACKUP_KEEP_DAYS: "a week" }, /BACKUP_KEEP_DAYS must be a whole number/],
    [{ BACKUP_KEEP_DAYS: "5000" }, /BACKUP_KEEP_DAYS must be between 0 and 3650/],
    [{ NODE_ENV: "production", CAPTCHA_TEST_TEXT: "1234" }, /CAPTCHA_TEST_TEXT .* refused when NODE_ENV=production/],
    [{ NODE_ENV: "production", COMMENT_TEST_MINIMUM_MS: "0" }, /COMMENT_TEST_MINIMUM_MS .* refused when NODE_ENV=production/],
    [{ COMMENT_TEST_MINIMUM_MS: "5000" }, /COMMENT_TEST_MINIMUM_MS must be between 0 and 3000/],
    [{ NODE_ENV: "production", COMMENT_TEST_CHALLENGE_MAX: "10" }, /COMMENT_TEST_CHALLENGE_MAX .* refused when NODE_ENV=production/],
    [{ NODE_ENV: "production", JOB_TEST_LEASE_SECONDS: "2" }, /JOB_TEST_LEASE_SECONDS .* refused when NODE_ENV=production/],
    [{ JOB_TEST_LEASE_SECONDS: "0" }, /JOB_TEST_LEASE_SECONDS must be between 1 and 120/],
    [{ JOB_TEST_LEASE_SECONDS: "2.5" }, /JOB_TEST_LEASE_SECONDS must be a whole number/],
    [{ NEWSLETTER_RATE: "0" }, /NEWSLETTER_RATE must be between 1 and 1000/],
    [{ DKIM_SELECTOR: "mail" }, /DKIM_PRIVATE_KEY_FILE and DKIM_SELECTOR are set together/],
    [{ DKIM_SELECTOR: "mail", DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" }, /DKIM_PRIVATE_KEY_FILE cannot be read/],
  ])("stops on %j with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });

  it("lets shared caches keep public answers 10 s and purges none unless told", () => {
    expect(loadConfig({})).toMatchObject({ sharedCacheSeconds: 10, cachePurgeUrls: [] });
    expect(loadConfig({ SHARED_CACHE_SECONDS: "3600", CACHE_PURGE_URLS: "http://10.0.0.5:6081/, http://10.0.0.6:6081/" })).toMatchObject({
      sharedCacheSeconds: 3600,
      cachePurgeUrls: ["http://10.0.0.5:6081/", "http://10.0.0.6:6081/"],
    });
  });

  it("keeps uploads in DATA_DIR/uploads unless S3_BUCKET names a bucket", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "images" }).s3).toEqual({ bucket: "images", region: "us-east-1", prefix: "uploads/", forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: "images", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_PREFIX: "" }).s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      prefix: "",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
  });

  it("turns introspection and the sandbox off in production", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config).toMatchObject({ introspection: false, sandbox: false });
  });

  it("lets Secure on cookies follow the request in every NODE_ENV, unless COOKIE_SECURE=true forces it", () => {
    for (const NODE_ENV of ["development", "production", "test"]) {
      expect(loadConfig({ NODE_ENV }).alwaysSecureCookies).toBe(false);
      expect(loadConfig({ NODE_ENV, COOKIE_SECURE: "true" }).alwaysSecureCookies).toBe(true);
      // What deployments serving production over plain HTTP set; following the request does the same there.
      expect(loadConfig({ NODE_ENV, COOKIE_SECURE: "false" }).alwaysSecureCookies).toBe(false);
    }
  });

  it("gives a job two minutes before another process runs it again, unless a test shortens that and the retries' wait with it", () => {
    expect(loadConfig({ NODE_ENV: "production" }).jobTiming).toEqual({ leaseSeconds: 120 });
    expect(loadConfig({ NODE_ENV: "test", JOB_TEST_LEASE_SECONDS: "2" }).jobTiming).toEqual({ leaseSeconds: 2, retryDelayMaxSeconds: 2 });
  });

  it("sends ten posts by e-mail a second unless told otherwise, and signs with DKIM only when a key is given", () => {
    expect(loadConfig({}).mail).toMatchObject({ newsletterRatePerSecond: 10, dkim: undefined });
    expect(loadConfig({ NEWSLETTER_RATE: "50" }).mail.newsletterRatePerSecond).toBe(50);
    const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dkim-")), "key.pem");
    fs.writeFileSync(keyFile, crypto.generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }));
    const dkim = loadConfig({ MAIL_FROM: "Blog <blog@notes.example>", DKIM_SELECTOR: "2026", DKIM_PRIVATE_KEY_FILE: keyFile }).mail.dkim;
    expect(dkim).toMatchObject({ domainName: "notes.example", keySelector: "2026" });
    expect(dkim!.privateKey).toContain("-----BEGIN PRIVATE KEY-----");
    expect(loadConfig({ MAIL_FROM: "blog@notes.example", DKIM_SELECTOR: "2026", DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_DOMAIN: "example.com" }).mail.dkim!.domainName).toBe("example.com");
  });

  it("keeps a week of daily backups in the data folder unless told otherwise; 0 turns them off", () => {
    expect(loadConfig({}, "/srv/blog")).toMatchObject({ backupDir: "/srv/blog/data/backups", backupKeepDays: 7 });
    expect(loadConfig({ DATA_DIR: "/var/blog" }, "/srv/blog").backupDir).toBe("/var/blog/backups");
    expect(loadConfig({ BACKUP_DIR: "saved", BACKUP_KEEP_DAYS: "30" }, "/srv/blog")).toMatchObject({ backupDir: "/srv/blog/saved", backupKeepDays: 30 });
    expect(loadConfig({ BACKUP_KEEP_DAYS: "0" }).backupKeepDays).toBe(0);
  });
});
