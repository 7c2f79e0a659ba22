import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE } from '@portal/domain';

/**
 * Content-Security-Policy of the single-page app (and of the API's documentation pages). Every relaxation
 * beyond 'self' is needed by the app (docs/decisions/security-input.md):
 * - style-src 'unsafe-inline': antd writes its CSS-in-JS as inline <style> elements at run time;
 * - img-src data: blob: https:: antd's inline SVG images, previews of uploaded files from object URLs, and
 *   images that project notes embed by address (the notes sanitizer allows http and https sources);
 * - frame-src blob:: a PDF of an uploaded file is previewed in an iframe from an object URL.
 * Scripts only from the portal's own files: the built index.html has no inline script.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Content-Security-Policy of API answers (JSON, files as attachments, event streams): nothing may run or load. */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A year, in seconds: how long a browser keeps to HTTPS once it has seen the portal over HTTPS. */
const HSTS = 'max-age=31536000';

/** helmet's settings: its defaults, with the portal's CSP and referrer policy, no framing, HSTS set below. */
const HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with `options`, collected once: none of them depends on the request (no CSP nonces), so
 * they are computed at start-up instead of for every answer (@fastify/helmet builds helmet's middleware again on
 * every request, about a tenth of the CPU of a cached public call; bench/README.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (app, assets, API): a strict CSP, nosniff, no framing (frame-ancestors
 * 'none' and X-Frame-Options DENY), Referrer-Policy strict-origin-when-cross-origin, helmet's other defaults, and
 * HSTS only on a request that came over HTTPS: TLS on this server, or X-Forwarded-Proto from a proxy when
 * TRUST_PROXY is set (Fastify's request.protocol).
 */
export const securityHeaders = fp(async (app) => {
  const headers = helmetHeaders(HELMET);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0];
    if (path.startsWith(API_BASE + '/') && !path.startsWith(`${API_BASE}/docs`)) reply.header('content-security-policy', API_CSP);
  });
});
