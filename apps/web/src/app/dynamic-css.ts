// The rc components (antd's table, drawer, modal) add <style> elements through this module of
// @rc-component/util, some without the CSP nonce (the table's scrollbar measurement, the scroll
// lock of drawers and modals): the browser blocks them and reports a CSP violation. The web build
// resolves that module to this one (vite.config.ts), which gives every such element our nonce.
import { injectCSS as inject, updateCSS as update } from '@rc-component/util/es/Dom/dynamicCSS';
import { styleNonce } from './style-nonce';

export { clearContainerCache, removeCSS } from '@rc-component/util/es/Dom/dynamicCSS';

type Options = NonNullable<Parameters<typeof inject>[1]>;

export function withStyleNonce(option: Options = {}, nonce = styleNonce): Options {
  if (!nonce || option.csp?.nonce) return option;
  return { ...option, csp: { ...option.csp, nonce } };
}

export function injectCSS(css: string, option?: Options): HTMLStyleElement {
  return inject(css, withStyleNonce(option));
}

export function updateCSS(css: string, key: string, option?: Options): HTMLElement {
  return update(css, key, withStyleNonce(option));
}
