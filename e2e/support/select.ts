import type { Page } from '@playwright/test';

/** Chooses an option of the antd select labelled `label` (its dropdown renders outside the field). */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
