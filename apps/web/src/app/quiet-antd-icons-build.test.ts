// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { quietAntdIcons } from '../../vite.config';

// vite.config.ts resolves the component that draws each icon of @ant-design/icons to
// quiet-antd-icon.tsx (tested there): antd's own icons then say nothing to a screen reader.

const wrapper = fileURLToPath(new URL('./quiet-antd-icon.tsx', import.meta.url));
const require = createRequire(import.meta.url);
const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json'));

describe('the build draws every @ant-design/icons icon with the quiet one', () => {
  const resolve = (source: string, importer?: string) => {
    const hook = quietAntdIcons().resolveId as (this: unknown, source: string, importer?: string) => string | null;
    return hook.call({}, source, importer);
  };

  it('resolves the icon component an icon imports to quiet-antd-icon.tsx', () => {
    const icon = path.join(iconsDir, 'es/icons/LoadingOutlined.js');
    expect(resolve('../components/AntdIconLight', icon)).toBe(wrapper);
    // The wrapper itself gets the real one, and nothing else is touched.
    expect(resolve('@ant-design/icons/es/components/AntdIconLight', wrapper)).toBeNull();
    expect(resolve('../components/AntdIconLight', path.join(iconsDir, 'es/components/Icon.js'))).toBeNull();
    expect(resolve('./x', icon)).toBeNull();
  });

  it('matches how @ant-design/icons really imports it (a renamed component would let the icons speak English again)', () => {
    for (const name of [
      'LoadingOutlined',
      'DownOutlined',
      'CheckOutlined',
      'InfoCircleFilled',
      'CheckCircleFilled',
      'CloseOutlined',
    ]) {
      const file = path.join(iconsDir, 'es/icons', `${name}.js`);
      const imported = [...readFileSync(file, 'utf8').matchAll(/import \w+ from "([^"]+)"/g)].map((match) => match[1]!);
      expect(
        imported.filter((source) => resolve(source, file) === wrapper),
        name,
      ).toHaveLength(1);
    }
  });

  it('fails a browser build in which no icon came through it', () => {
    const plugin: Plugin = quietAntdIcons();
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    (plugin.configResolved as (config: unknown) => void)({ command: 'build', build: { ssr: false } });
    (plugin.buildEnd as (this: unknown, error?: Error) => void).call(context);
    expect(errors).toHaveLength(1);
    // The prerendered guest pages have no antd, so no icon.
    const ssr: Plugin = quietAntdIcons();
    (ssr.configResolved as (config: unknown) => void)({ command: 'build', build: { ssr: 'src/prerender.tsx' } });
    (ssr.buildEnd as (this: unknown, error?: Error) => void).call(context);
    expect(errors).toHaveLength(1);
  });
});
