import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Lighthouse's performance score of the pages a visitor opens first (target: 90 or more), with its
// default (mobile: a slow 4G and a slowed CPU, simulated) and the desktop preset. Offline: the
// system's Chromium, no component updates or background requests.
const TARGET = 90;
const PAGES = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
];
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

export async function run({ baseUrl, figure }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const below = [];
  try {
    for (const { name, path } of PAGES) {
      for (const preset of PRESETS) {
        const result = await lighthouse(
          `${baseUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset.config,
        );
        const lhr = result?.lhr;
        // A failed run (no paint, a page error) has no score: it says why instead of a 0.
        if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null) {
          throw new Error(`Lighthouse could not measure /${name} (${preset.name}): ${lhr?.runtimeError?.message ?? 'no score'}`);
        }
        const score = Math.round(lhr.categories.performance.score * 100);
        const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
        figure(`lighthouse_${name}_${preset.name}`, score, `(target ${TARGET}; FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`);
        if (score < TARGET) below.push(`/${name} ${preset.name}: ${score}`);
      }
    }
  } finally {
    chrome.kill();
  }
  // A figure, not a gate: the score moves with the machine's load (the simulation uses its CPU), so
  // a busy runner should not fail the bench; the first page's size is the gate (00-first-page).
  if (below.length > 0) console.log(`  below the target of ${TARGET}: ${below.join(', ')}`);
}
