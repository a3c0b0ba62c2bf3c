import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const dynamicCss = fileURLToPath(new URL('./src/app/dynamic-css.ts', import.meta.url));
const quietAntdIcon = fileURLToPath(new URL('./src/app/quiet-antd-icon.tsx', import.meta.url));

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

/** How every icon of @ant-design/icons (icons/DownOutlined.js, …) imports the component that draws it. */
const ICON_FILE = /[\\/]@ant-design[\\/]icons[\\/](es|lib)[\\/]icons[\\/][^\\/]+\.js$/;
const ICON_COMPONENT = /^\.\.\/components\/AntdIconLight(\.js)?$/;

/**
 * The icons of @ant-design/icons, antd's own included, get src/app/quiet-antd-icon.tsx as the component
 * that draws them: hidden from screen readers unless named, instead of saying their English name in
 * the German UI ("loading Speichern"). Meant for the build, which is what users get: `vite dev` serves
 * antd pre-bundled, which may pass this hook by. A browser build in which no icon came through here
 * fails: @ant-design/icons would have renamed its component, and the icons would speak English again.
 */
export function quietAntdIcons(): Plugin {
  let substituted = 0;
  let browserBuild = false;
  return {
    name: 'kontor-quiet-antd-icons',
    enforce: 'pre',
    configResolved(config) {
      // The prerendered guest pages (the SSR build) carry no antd (ui/light), so they see no icon.
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source, importer) {
      if (!importer || !ICON_FILE.test(importer) || !ICON_COMPONENT.test(source)) return null;
      substituted += 1;
      return quietAntdIcon;
    },
    buildEnd(error) {
      if (!error && browserBuild && substituted === 0) {
        this.error(
          'no @ant-design/icons icon imports ../components/AntdIconLight any more: see quietAntdIcons in vite.config.ts',
        );
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once
 * at their best rather than per request; the server sends the one the browser accepts
 * (@fastify/static's preCompressed). A copy that would not be smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kontor-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-side build of the prerendered pages (scripts/build.mjs) is never sent to a browser.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), styleNonceForRcComponents(), quietAntdIcons(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/v1': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Everything the entry imports statically goes out as one file with it. Split by what the lazy
    // routes share, it was 27 files, and a phone over HTTP/1.1 fetches six at a time: about five round
    // trips before the drawn page could paint (Lighthouse mobile on /login, five runs: median 85, first
    // paint 2.5–3.1 s; as one file median 90, 2.0–2.3 s; docs/perf/first-page.md). The lazy chunks stay
    // as they were and import what they share with the first page from this file (so main.tsx must
    // not await at its top level: see there).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
});
