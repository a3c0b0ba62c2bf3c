import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// The JavaScript a visitor's browser loads for the first page, gzipped (budget: 250 KB). Measured in
// a real browser, so lazy chunks count exactly when the page really asks for them. `/` leads a
// visitor to /login; /register is the other page a visitor opens first (from an advert or a mail).
const BUDGET_KB = 250;
const PAGES = [
  { name: 'login', path: '/' },
  { name: 'register', path: '/register' },
];

/** Every script the page asked for until the network went quiet, each with its gzipped size. */
async function loadedScripts(browser, url) {
  // A fresh context per page: nothing cached from the page measured before.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    const collect = (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
    };
    page.on('response', collect);
    await page.goto(url, { waitUntil: 'networkidle' });
    // A body read started later would outlive the browser and reject after it closed.
    page.off('response', collect);
    return await Promise.all(
      scripts.map(async ({ url: scriptUrl, body }) => {
        const bytes = await body;
        return { file: new URL(scriptUrl).pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run({ baseUrl, figure }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const over = [];
  try {
    for (const { name, path } of PAGES) {
      const scripts = await loadedScripts(browser, `${baseUrl}${path}`);
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
      figure(`first_page_${name}_js_files`, scripts.length, 'files');
      figure(`first_page_${name}_js_raw`, kb(raw), 'KB');
      figure(`first_page_${name}_js_gzip`, kb(gzip), `KB (budget ${BUDGET_KB} KB)`);
      // BENCH_VERBOSE=1 lists the files, biggest first: where to look when the budget is missed.
      if (process.env.BENCH_VERBOSE) {
        for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${kb(script.gzip).padStart(7)} KB  ${script.file}`);
      }
      if (gzip > BUDGET_KB * 1024) over.push(`/${name}: ${kb(gzip)} KB`);
    }
  } finally {
    await browser.close();
  }
  // The budget is a rule, not a figure to watch: missing it fails `npm run bench`.
  if (over.length > 0) throw new Error(`First page JavaScript over the budget of ${BUDGET_KB} KB gzipped: ${over.join(', ')}`);
}
