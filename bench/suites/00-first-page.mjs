import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// The JavaScript a visitor's browser loads for the first page, gzipped (budget: 250 KB). Measured in
// a real browser, so lazy chunks count exactly when the page really asks for them.
const BUDGET_KB = 250;

export async function run({ baseUrl, figure }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    const collect = (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    };
    page.on('response', collect);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // What the page asked for until the network went quiet is the first page; a body read started
    // later would outlive the browser and reject after it closed.
    page.off('response', collect);
    const bodies = await Promise.all(scripts);
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    figure('first_page_js_files', bodies.length, 'files');
    figure('first_page_js_raw', (raw / 1024).toFixed(1), 'KB');
    figure('first_page_js_gzip', (gzipped / 1024).toFixed(1), `KB (budget ${BUDGET_KB} KB)`);
  } finally {
    await browser.close();
  }
}
