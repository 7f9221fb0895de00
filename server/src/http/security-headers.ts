import type { RequestHandler } from "express";
import helmet from "helmet";

/** A year, with subdomains: helmet's default, sent only where a browser takes it into account (see below). */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * The pages' one inline script, web/index.html's, which puts the visitor's stored theme on <html> before the
 * first paint: the CSP allows it by this hash of its text, and no other inline script. (As a file it cost a
 * first visit one more request, which held up the first paint.) http.test.ts fails when the template's
 * script and this hash part.
 */
export const THEME_SCRIPT_HASH = "'sha256-opRjTqQ1E5eUpc4SE9v3YoU5wuVpgtqT7zsobCj245Q='";

/**
 * Helmet with a Content-Security-Policy that fits the built site: everything from this origin only, and the
 * theme script above.
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
  const forDocuments = { https: helmet(helmetOptions(true)), plain: helmet(helmetOptions(false)) };
  const forSubresources = { https: helmet(subresourceOptions(true)), plain: helmet(subresourceOptions(false)) };
  return (req, res, next) => {
    const headers = SUBRESOURCE_PATH.test(req.path) ? forSubresources : forDocuments;
    (req.secure ? headers.https : headers.plain)(req, res, next);
  };
}

/**
 * What a page loads rather than shows: the build's hashed scripts and style sheets (/assets/), the fonts
 * (/fonts/), the site's own pictures beside index.html (web/public: the built-in logo and the owner's default
 * picture, ours and without script), and the API's JSON answers (/graphql answers nothing else).
 */
const SUBRESOURCE_PATH = /^\/(assets\/|fonts\/|[\w-]+\.svg$|graphql$)/;

/**
 * What such an answer needs of helmet's headers: no sniffing it as another type, no reading it from another site
 * (CORP), the referrer policy (a style sheet's own requests follow it), and HSTS over HTTPS. The rest (the CSP,
 * framing, COOP, the old X- headers) only mean something on a document, and were about 600 bytes on each of the
 * nine scripts, style sheets, pictures and API answers a first visit loads.
 */
function subresourceOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: https ? HSTS : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
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
