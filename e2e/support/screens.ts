import type { Page } from '@playwright/test';

/** Saves a screenshot at phone and desktop width, for a person to look at (e2e/.artifacts/screens). */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, width] of [
    ['375', 375],
    ['1440', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: label === '375' ? 812 : 900 });
    await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
