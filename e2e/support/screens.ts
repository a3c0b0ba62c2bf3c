import type { Page } from '@playwright/test';

/** Saves a screenshot at phone and desktop width, for a person to look at (e2e/.artifacts/screens). */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  // A tab that is not in front may get no new frame, and a full-page shot waits for one: the privacy
  // policy, opened in a second tab from the register form, once hung there until the test timed out.
  await page.bringToFront();
  for (const [label, width] of [
    ['375', 375],
    ['1440', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: label === '375' ? 812 : 900 });
    // Let the page lay itself out at the new width first (and a closing popup leave): measured at once,
    // a full-page shot at 375 sometimes took the previous layout's width (554 or 1339 px, nothing drawn
    // beyond 375). A page that really is wider is still shot after the wait, so the picture shows it.
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 2_000 })
      .catch(() => undefined);
    await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
