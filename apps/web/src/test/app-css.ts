import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Adds the app's own stylesheet (app/base.css, which main.tsx loads) to the test document, for tests
 * of what it shows, hides or takes out of the accessibility tree. Read from disk: vitest hands CSS
 * imports to tests empty. Once per document.
 */
export function loadAppCss(): void {
  if (document.getElementById('kontor-base-css')) return;
  const style = document.createElement('style');
  style.id = 'kontor-base-css';
  style.textContent = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/base.css'), 'utf8');
  document.head.append(style);
}
