import { expect, test } from '@playwright/test';
import { captureScreens } from '../support/screens';
import { newDealer, storeSession, type Tokens, useLocale } from '../support/session';
import { texts } from '../support/texts';

// Sessions under Manage Profile: a dealer signed in in two browsers sees both, ends the other with
// the keyboard, and the other browser is signed out on its next token refresh.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('sessions: two browsers listed, the other ended, it is signed out on its next refresh', async ({ page, browser }) => {
  test.setTimeout(150_000);
  for (const locale of ['de', 'en'] as const) {
    const tx = texts(locale);
    const dealer = await newDealer(page, { locale, withCompany: true });

    // The second browser: a phone, logged in with the password.
    const phoneContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    await phone.goto('/login');
    await useLocale(phone, locale);
    const login = await phone.request.post('/api/auth/login', {
      data: { email: dealer.email, password: dealer.password, remember_me: false },
    });
    expect(login.ok()).toBe(true);
    await storeSession(phone, ((await login.json()) as { data: Tokens }).data);
    await phone.goto('/vehicles');
    await expect(phone).toHaveURL(/\/vehicles/);

    await page.goto('/settings/manage-profile');
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: tx('auth.profile.sessions.title') }) });
    await expect(card.getByText('Safari 18 · iPhone')).toBeVisible();
    await expect(card.getByText(tx('auth.profile.sessions.current'))).toBeVisible();
    // The registration's own login (newDealer registered through the API), this one and the phone's.
    await expect(card.locator('.ant-list-item')).toHaveCount(3);
    await captureScreens(page, `sessions-${locale}`);

    // Ended with the keyboard.
    const end = card.getByRole('button', { name: tx('auth.profile.sessions.endLabel', { device: 'Safari 18 · iPhone' }) });
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(tx('auth.profile.sessions.ended'))).toBeVisible();
    await expect(card.getByText('Safari 18 · iPhone')).toHaveCount(0);
    await expect(card.locator('.ant-list-item')).toHaveCount(2);

    // The phone's access token runs out (made to, here): its refresh is refused and it is signed out.
    await phone.evaluate(() => sessionStorage.setItem('kontor.token', 'expired'));
    await phone.reload();
    await expect(phone).toHaveURL(/\/login/);
    await phoneContext.close();

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
  }
});
