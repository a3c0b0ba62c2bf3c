import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const dynamicCss = fileURLToPath(new URL('./src/app/dynamic-css.ts', import.meta.url));

/**
 * Every import of @rc-component/util's dynamicCSS (the module that adds <style> elements) gets
 * src/app/dynamic-css.ts instead, which adds the CSP nonce the rc components forget. Only the
 * build needs it: `vite dev` sends no CSP.
 */
function styleNonceForRcComponents(): Plugin {
  return {
    name: 'kontor-style-nonce',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === dynamicCss || !source.includes('dynamicCSS')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && /[\\/]@rc-component[\\/]util[\\/](es|lib)[\\/]Dom[\\/]dynamicCSS\.js$/.test(resolved.id)
        ? dynamicCss
        : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), styleNonceForRcComponents()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/v1': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
