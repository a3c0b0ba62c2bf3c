import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import kontor, { unitOf } from './no-folder-cycle.js';

// The rule reads the files on disk to build the folder graph, so each case is a small tree of real files.
const root = mkdtempSync(path.join(tmpdir(), 'folder-cycle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const base = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  return base;
}

async function messagesOf(base: string, file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: base,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { kontor },
        rules: { 'kontor/no-folder-cycle': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(base, file)]);
  return result!.messages.map((message) => message.message);
}

describe('no-folder-cycle', () => {
  it('names the folder unit of a file: a feature, a platform part, a web folder, a file of its own', () => {
    expect(unitOf('/r/apps/server/src/features/auth/auth.service.ts')).toBe('server:features/auth');
    expect(unitOf('/r/apps/server/src/platform/db/schema/users.ts')).toBe('server:platform/db');
    expect(unitOf('/r/apps/server/src/platform/context.ts')).toBe('server:platform/context');
    expect(unitOf('/r/apps/web/src/app/shell/side-menu.tsx')).toBe('web:app');
    expect(unitOf('/r/apps/web/src/router.tsx')).toBe('web:router');
    expect(unitOf('/r/packages/domain/src/vehicles.ts')).toBeUndefined();
  });

  it('reports an import that closes a cycle between two features through different files', async () => {
    const base = tree('cycle', {
      'apps/server/src/features/auth/me.ts': "import { summary } from '../company/summary';\nexport const me = summary;\n",
      'apps/server/src/features/company/summary.ts': 'export const summary = 1;\n',
      'apps/server/src/features/company/create.ts': "import { guard } from '../auth/guard';\nexport const create = guard;\n",
      'apps/server/src/features/auth/guard.ts': 'export const guard = 1;\n',
    });
    expect(await messagesOf(base, 'apps/server/src/features/auth/me.ts')).toEqual([
      'Folder cycle: features/auth → features/company → features/auth. Move the shared part down (domain, platform, app) instead.',
    ]);
    expect(await messagesOf(base, 'apps/server/src/features/company/create.ts')).toHaveLength(1);
  });

  it('lets one-way imports and imports within a folder pass, and leaves tests out of the graph', async () => {
    const base = tree('one-way', {
      'apps/server/src/features/company/create.ts':
        "import { guard } from '../auth/guard';\nimport { row } from './row';\nexport const create = [guard, row];\n",
      'apps/server/src/features/company/row.ts': 'export const row = 1;\n',
      'apps/server/src/features/auth/guard.ts': 'export const guard = 1;\n',
      'apps/server/src/features/auth/guard.test.ts': "import { create } from '../company/create';\nexport const seen = create;\n",
    });
    expect(await messagesOf(base, 'apps/server/src/features/company/create.ts')).toEqual([]);
  });
});
