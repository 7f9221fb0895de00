import type { RequestHandler } from "express";
import helmet from "helmet";

/** A year, with subdomains: helmet's default, sent only where a browser takes it into account (see below). */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * Helmet with a Content-Security-Policy that fits the built site: everything from this origin only.
 *
 * What depends on the transport is decided per request by req.secure (the connection's TLS, or X-Forwarded-Proto
 * from a proxy TRUST_PROXY names): Strict-Transport-Security and upgrade-insecure-requests go out on HTTPS
 * answers only. Over plain HTTP, HSTS is ignored by browsers (RFC 6797 §8.1) and would only mislead scanners,
 * and upgrading the page's requests would point them at an HTTPS that may not exist.
 *
 * Framing has one policy: nobody may frame the site. CSP frame-ancestors 'none' says so to current browsers;
 * X-Frame-Options DENY says the same to user agents that predate frame-ancestors (helmet's default,
 * SAMEORIGIN, would have contradicted it there).
 */
export function securityHeaders(): RequestHandler {
  const overHttps = helmet(helmetOptions(true));
  const overPlainHttp = helmet(helmetOptions(false));
  return (req, res, next) => (req.secure ? overHttps : overPlainHttp)(req, res, next);
}

function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
    xFrameOptions: { action: "deny" },
  };
}
