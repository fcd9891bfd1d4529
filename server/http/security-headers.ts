import { createHash } from 'node:crypto';
import type { Middleware } from './compose.ts';

// The headers every answer carries. The Content-Security-Policy is the second line of defence
// against a stored script: the browser runs only scripts from this origin plus the inline ones the
// build wrote into index.html, named by their hashes. Why each source is allowed:
// docs/decisions/021-headers-release-observability.md.

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** `npm run dev`: Vite's HMR client and React's refresh preamble are inline scripts and a websocket. */
  development: boolean;
  /** The inline scripts of the served index.html (see inlineScriptHashes). */
  scriptHashes: string[];
}

/** `'sha256-…'` sources for the executable inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = match;
    // A script with src is covered by 'self'; a data block (JSON-LD) never runs, so CSP ignores it.
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(opts: Omit<SecurityHeaderOptions, 'publicUrl'>): string {
  // 'wasm-unsafe-eval' compiles WebAssembly and nothing else (no eval of JavaScript): the barcode
  // reader, where the browser has none of its own, is a .wasm of this origin (docs/decisions/043).
  const wasm = "'wasm-unsafe-eval'";
  const script = opts.development
    ? ["'self'", "'unsafe-inline'", wasm]
    : ["'self'", wasm, ...opts.scriptHashes];
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Styles cannot run code. The loading screen in index.html is styled by attributes and Sonner
    // inserts its stylesheet at run time: both are inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: is the preview of a photo picked for a listing before it is uploaded (URL.createObjectURL).
    "img-src 'self' blob:",
    "font-src 'self'",
    // The API, its SSE subscriptions and, in development, Vite's HMR websocket on the same port.
    // blob: again for that preview: when the server refuses a picked file, Chromium reports a
    // connection to the preview's object URL. Only the page's own scripts can make one.
    opts.development ? "connect-src 'self' blob: ws: wss:" : "connect-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export function securityHeaders(opts: SecurityHeaderOptions): Middleware {
  const csp = contentSecurityPolicy(opts);
  // HSTS only means something over HTTPS, and sent from http://localhost it would pin a developer's
  // browser to https for that host. No includeSubDomains: other sites may share the domain.
  const hsts = new URL(opts.publicUrl).protocol === 'https:' ? 'max-age=31536000' : null;
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    next();
  };
}

/**
 * Powerful features Releia never uses, off for the page and anything it could embed; the camera
 * for its own pages only, to read a book's barcode (docs/product/listing.md#the-phones-camera).
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
