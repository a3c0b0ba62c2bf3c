import { expect, type Page } from '@playwright/test';

/**
 * Chooses an option of the antd select labelled `label` (its dropdown renders outside the field) and
 * waits until the field shows it. The dropdown of the select chosen just before may still be closing;
 * a click landing during that animation has been seen to leave this select unchosen (one run in many),
 * which only surfaced forty steps later at saving. So the choice is checked here and made again if lost.
 */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  const select = page.locator('.ant-select').filter({ has: field });
  await expect(async () => {
    await field.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
