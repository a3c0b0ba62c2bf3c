import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('the <style> elements of the rc components', () => {
  it('carry the page’s CSP nonce, so the browser applies them', async () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="abc123">';
    const { injectCSS, updateCSS } = await import('./dynamic-css');
    // The table's scrollbar measurement and the drawer's scroll lock call these without a nonce.
    expect(injectCSS('#x { width: 1px }').nonce).toBe('abc123');
    expect(updateCSS('html body { overflow-y: hidden }', 'lock').nonce).toBe('abc123');
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('keeps a nonce the caller gave, and adds none while the server gave none (vite dev)', async () => {
    const { withStyleNonce } = await import('./dynamic-css');
    expect(withStyleNonce({ csp: { nonce: 'own' } }, 'page')).toEqual({ csp: { nonce: 'own' } });
    expect(withStyleNonce({ prepend: true }, 'page')).toEqual({ prepend: true, csp: { nonce: 'page' } });
    document.head.innerHTML = '<meta name="csp-nonce" content="__CSP_NONCE__">';
    vi.resetModules();
    const { injectCSS } = await import('./dynamic-css');
    expect(injectCSS('#y { width: 1px }').nonce).toBe('');
  });
});
