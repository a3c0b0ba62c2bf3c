import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import kontor from './scripts/eslint/no-folder-cycle.js';
import { serverFloorZones } from './scripts/eslint/server-floors.js';
import tseslint from 'typescript-eslint';

// Every web feature folder, read at lint time so a new feature is isolated without editing this file.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverNotWeb = { target: './apps/server', from: './apps/web', message: 'server never imports from web' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '.tools/**',
      'e2e/.artifacts/**',
      '**/.build-e2e-*/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, kontor },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Size rules as lint, so the next feature cannot undo them. Three positional parameters at
      // most (more travel as one named object); a file or a function that outgrows its limit is
      // split by what its parts do.
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 3],
      'kontor/no-folder-cycle': 'error',
      // ARCHITECTURE.md §3: imports flow one way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain depends on nothing of ours' },
            { target: './apps/web', from: './apps/server', message: 'web never imports from server' },
            serverNotWeb,
            // The web's ui is presentational: it knows neither the app shell nor a feature.
            {
              target: './apps/web/src/ui',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'ui is presentational: pass data in as props',
            },
            // The app shell serves the features; only src/router.tsx composes them.
            {
              target: './apps/web/src/app',
              from: './apps/web/src/features',
              message: 'app imports no feature; compose in src/router.tsx',
            },
            // A feature meets another only through domain or app.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'a feature imports no other feature; share through domain or app',
            })),
          ],
        },
      ],
    },
  },
  {
    // A test reads as one story per case; its describe block may be long.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The server features' floors: each imports only the features below it.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [serverNotWeb, ...serverFloorZones(new URL('./', import.meta.url))] }],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      // A feature calls another feature's service, never its repository.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*.repository', '../../features/*/*.repository'], message: "call the other feature's service" },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
