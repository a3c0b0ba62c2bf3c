import { expect, type Page } from '@playwright/test';

/**
 * Opens a group of the side menu (Other documents, Settings) and waits until antd's opening motion has
 * ended, so that its items can be clicked. An item clicked while the group still slides open can be
 * missed: Playwright scrolls the growing list (clipped while it grows) to bring the item into view,
 * the motion moves the list again, and press and release land on different items, so no click happens
 * (seen once in CI: the cancellations journey stayed on /vehicles). A group already open stays open.
 */
export async function openMenuGroup(page: Page, group: string): Promise<void> {
  const title = page.getByRole('menuitem', { name: group });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${await title.getAttribute('aria-controls')}"]`);
  // rc-motion names the list with the motion's class only while the motion runs.
  await expect(list).not.toHaveClass(/ant-motion-collapse/);
}
