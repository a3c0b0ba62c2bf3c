// The server writes the request's CSP nonce into this meta tag; in `vite dev` it stays a placeholder.
const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

/** The nonce every <style> element needs under our CSP (style-src has no 'unsafe-inline'). */
export const styleNonce = content && content !== '__CSP_NONCE__' ? content : undefined;
