import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

// helmet's headers with our policy, worked out once at start: helmet rebuilt its whole configuration
// (every directive parsed and checked) and drew two nonces on every request, JSON answers included,
// for a policy that never changes. A nonce belongs only to the HTML page, which can carry
// an inline element; the page's policy is the same string with the page's nonces in it.

const SCRIPT_NONCE = 'SCRIPTNONCEPLACEHOLDER';
const STYLE_NONCE = 'STYLENONCEPLACEHOLDER';

function options(nonces?: { script: string; style: string }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(nonces ? [`'nonce-${nonces.script}'`] : [])],
        styleSrc: ["'self'", ...(nonces ? [`'nonce-${nonces.style}'`] : [])],
        // Style attributes only (never <style> elements, which stay nonce-bound): antd's text-area
        // autosize measures with a hidden textarea styled by setAttribute('style'); blocked, that
        // textarea shows at the foot of the page. An attribute cannot run script.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a stand-in response and keeps the headers it set (names lower-cased). */
function headersOf(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export type SecurityHeaders = {
  /** Every answer's headers: the policy without nonces (JSON, files, errors). */
  common: Readonly<Record<string, string>>;
  /** A page's policy and the nonces it allows; a fresh pair per page. */
  forPage(): { policy: string; nonces: { script: string; style: string } };
};

export function createSecurityHeaders(): SecurityHeaders {
  const common = Object.freeze(headersOf(options()));
  const pagePolicy = headersOf(options({ script: SCRIPT_NONCE, style: STYLE_NONCE }))['content-security-policy']!;
  return {
    common,
    forPage() {
      const nonces = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
      return { policy: pagePolicy.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style), nonces };
    },
  };
}
