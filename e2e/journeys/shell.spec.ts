import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { TERMS_VERSION } from '../../packages/domain/src/terms-version';
import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { captureScreens } from '../support/screens';
import { newDealer, storeSession, type Tokens, useLocale } from '../support/session';

// The application shell: error pages, languages, the menu at phone and desktop width, the header,
// the storage bar, contact support, and the answer rules (500 → /sorry, 401 → /login).

const SUPPORT_EMAIL = 'support@kontor.local';

/** No serious or critical accessibility violations on the page as it is now. */
async function expectAccessible(page: Page, name: string, options: { exclude?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(bad).toEqual([]);
}

test.describe('the application shell', () => {
  test('error pages in German and English, and the language switch that persists', async ({ page }) => {
    const cspErrors: string[] = [];
    // Warnings too: React Router warns when a page loads without the server's drawing and its route
    // has nothing to show while its modules load (the root route's spinner answers that).
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused/.test(message.text())) cspErrors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await useLocale(page, 'de');
    // A visitor at / goes to the login page, drawn over our own car picture.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('img', { name: 'Zeichnung eines Autos vor einer Stadtsilhouette' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expectAccessible(page, 'not-found-de');
    await captureScreens(page, 'shell-not-found-de');
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/sorry');
    await expect(page.getByRole('heading', { name: 'Etwas ist schiefgegangen' })).toBeVisible();
    await expect(page.getByText('Bitte versuchen Sie es in einem Moment erneut.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'sorry-de');
    await captureScreens(page, 'shell-sorry-de');

    await page.goto('/errors?code=5003');
    await expect(page.getByRole('heading', { name: 'Das hat leider nicht geklappt' })).toBeVisible();
    await expect(page.getByText('Etwas ist schiefgegangen. Bitte versuchen Sie es erneut')).toBeVisible();
    await expectAccessible(page, 'errors-code-de');
    await captureScreens(page, 'shell-errors-code-de');

    await page.goto('/errors/404');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await page.goto('/errors/500');
    await expect(page.getByRole('heading', { name: 'Etwas ist schiefgegangen' })).toBeVisible();
    await page.goto('/errors/errorPageRegister');
    await expect(page.getByRole('heading', { name: 'Registrierung nicht möglich' })).toBeVisible();
    await expectAccessible(page, 'errors-register-de');

    // The switch sets the cookie and reloads the page; the choice survives a new visit.
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Registration not possible' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'kontor_locale')).toMatchObject({ value: 'en' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'kontor_locale')!;
    // 365 days, give or take the seconds of this test.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.goto('/errors?code=5003');
    await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await captureScreens(page, 'shell-errors-code-en');

    await page.goto('/sorry');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Please try again in a moment.', { exact: false })).toBeVisible();
    await captureScreens(page, 'shell-sorry-en');

    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'not-found-en');
    await captureScreens(page, 'shell-not-found-en');

    await page.goto('/login');
    await expectAccessible(page, 'login-en');
    await captureScreens(page, 'shell-login-en');
    expect(cspErrors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  for (const locale of ['de', 'en'] as const) {
    test(`menu, header, storage bar and contact support (${locale})`, async ({ page }) => {
      const dealer = await newDealer(page, { locale, withCompany: true });
      const text =
        locale === 'de'
          ? {
              vehicles: 'Fahrzeuge',
              customers: 'Kunden',
              support: 'Support kontaktieren',
              storage: 'Speicherplatz',
              open: 'Menü öffnen',
              skip: 'Zum Inhalt springen',
              settings: 'Einstellungen',
              manageProfile: 'Profil verwalten',
              send: 'Nachricht senden',
              sent: 'Ihre Nachricht wurde an den Support gesendet',
              subject: 'Betreff',
              message: 'Nachricht',
              publicId: 'Kunden-ID',
              trial: 'Testphase: noch',
              logout: 'Abmelden',
            }
          : {
              vehicles: 'Vehicles',
              customers: 'Customers',
              support: 'Contact Support',
              storage: 'Storage',
              open: 'Open menu',
              skip: 'Skip to content',
              settings: 'Settings',
              manageProfile: 'Manage Profile',
              send: 'Send message',
              sent: 'Your message has been sent to support',
              subject: 'Subject',
              message: 'Message',
              publicId: 'Customer ID',
              trial: 'Free trial:',
              logout: 'Logout',
            };

      // Desktop: the side menu is always there, with the storage bar; no burger.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/customers');
      const nav = page.getByRole('navigation');
      await expect(nav.getByRole('menuitem', { name: text.vehicles })).toBeVisible();
      // The first Tab offers to skip the menu.
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: text.skip })).toBeFocused();
      await expect(nav.getByRole('menuitem', { name: text.customers })).toBeVisible();
      await expect(nav.getByRole('meter', { name: text.storage })).toBeVisible();
      await expect(page.getByRole('button', { name: text.open })).toHaveCount(0);
      // The active item follows the route.
      await expect(nav.locator('.ant-menu-item-selected')).toContainText(text.customers);
      await nav.getByRole('menuitem', { name: text.settings }).click();
      await nav.getByRole('menuitem', { name: text.manageProfile }).click();
      await expect(page).toHaveURL(/\/settings\/manage-profile$/);
      await expect(nav.locator('.ant-menu-item-selected')).toContainText(text.manageProfile);
      await expectAccessible(page, `manage-profile-${locale}`);
      await captureScreens(page, `shell-authenticated-${locale}`);

      // The profile menu: name, public ID, trial days, logout.
      await page.getByRole('button', { name: new RegExp(dealer.firstName) }).click();
      const profile = page.getByRole('menu');
      await expect(profile.getByText(`${dealer.firstName} ${dealer.lastName}`)).toBeVisible();
      await expect(profile.getByText(new RegExp(text.publicId))).toBeVisible();
      await expect(profile.getByText(new RegExp(text.trial))).toBeVisible();
      await page.keyboard.press('Escape');

      // Phone: the menu collapses behind the burger and closes after a choice.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('button', { name: text.open }).click();
      const drawerNav = page.getByRole('navigation');
      await expect(drawerNav.getByRole('menuitem', { name: text.customers })).toBeVisible();
      await captureScreens(page, `shell-menu-open-${locale}`);
      // The desktop shot showed the sider: back at phone width the menu is closed until asked for again.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('button', { name: text.open }).click();
      await drawerNav.getByRole('menuitem', { name: text.customers }).click();
      await expect(page).toHaveURL(/\/customers/);
      await expect(page.getByRole('navigation')).toHaveCount(0);

      // Contact support from the menu: the dialog shows the settings and mails the message.
      await page.getByRole('button', { name: text.open }).click();
      await page.getByRole('navigation').getByRole('menuitem', { name: text.support }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
      await dialog.getByLabel(text.subject).fill('Frage zur Rechnung');
      await dialog.getByLabel(text.message).fill(`Bitte um Rückruf – ${dealer.email}`);
      await expectAccessible(page, `support-dialog-${locale}`);
      await captureScreens(page, `shell-support-${locale}`);
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.sent)).toBeVisible();
      const mail = await waitForMail(
        SUPPORT_EMAIL,
        (candidate) => candidate.text.includes(dealer.email) && candidate.text.includes('Bitte um Rückruf'),
      );
      expect(mail.text).toContain('Autohaus Beispiel GmbH');
      expect(mail.subject).toContain('Frage zur Rechnung');
    });
  }

  test('no page breaks the Content-Security-Policy: login, register, dashboard, vehicle list', async ({ page }) => {
    // Every violation the browser reports, with where it came from; the console line alone says less.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
        violations.push(message.text());
    });
    await useLocale(page, 'de');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await newDealer(page, { locale: 'de', withCompany: true });
    await page.goto('/');
    await expect(page.getByRole('navigation')).toBeVisible();
    await page.goto('/vehicles');
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // At phone width the menu is a drawer, which locks the page's scrolling with a <style> of its own.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
    // Give late style injections (antd's per-component styles) their moment.
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

  test('login and register arrive drawn in the visitor’s language, and React takes the drawing over without redrawing it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The drawn root as it arrived, and every node React removed from it afterwards.
    await page.addInitScript(() => {
      const state = window as unknown as { drawnRoot?: Element | null; removedFromRoot: number };
      state.removedFromRoot = 0;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        state.drawnRoot = root.firstElementChild;
        new MutationObserver((records) => {
          for (const record of records) state.removedFromRoot += record.removedNodes.length;
        }).observe(root, { childList: true, subtree: true });
      });
    });
    for (const [locale, path, heading] of [
      ['de', '/login', 'Anmelden'],
      ['en', '/register', 'Register'],
    ] as const) {
      await useLocale(page, locale);
      const response = await page.request.get(path);
      const html = await response.text();
      // The page's text is in the HTML itself, before any script runs, and inert until React has it.
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(new RegExp(`<div id="root" inert>.*<h1[^>]*>${heading}</h1>`));
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const takenOver = await page.evaluate(() => {
        const state = window as unknown as { drawnRoot?: Element | null; removedFromRoot: number };
        return {
          sameRoot: state.drawnRoot === document.getElementById('root')!.firstElementChild,
          removed: state.removedFromRoot,
        };
      });
      expect(takenOver).toEqual({ sameRoot: true, removed: 0 });
      // Usable as drawn: typing goes into the form React now runs.
      await page.getByLabel(locale === 'de' ? 'E-Mail' : 'E-mail').fill('drawn@example.de');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(locale === 'de' ? 'E-Mail' : 'E-mail')).toHaveValue('drawn@example.de');
    }
    expect(errors).toEqual([]);
  });

  test('Back from the 404 of a missing vehicle returns to the page before it', async ({ page }) => {
    await newDealer(page, { locale: 'de', withCompany: true });
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/vehicles/${randomUUID()}`);
    await expect(page).toHaveURL(/\/errors\?code=404$/);
    // The same page as any missing address.
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await captureScreens(page, 'shell-missing-vehicle-de');
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unverified user sees the banner and a disabled Manage Profile', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    const email = `banner-${Date.now()}@example.com`;
    const response = await page.request.post('/api/auth/register', {
      data: { email, phone_number: '+491512345678', agree_to_terms: true, terms_version: TERMS_VERSION },
    });
    expect(response.ok()).toBe(true);
    await storeSession(page, (await response.json()).data as Tokens);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/vehicles');
    await expect(page.getByText('Your e-mail address is not verified yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact support' })).toBeVisible();
    const nav = page.getByRole('navigation');
    await nav.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(nav.getByRole('menuitem', { name: 'Manage Profile' })).toHaveAttribute('aria-disabled', 'true');
    // The guard keeps an unverified user away from Manage Profile even by URL.
    await page.goto('/settings/manage-profile');
    await expect(page).toHaveURL(/\/vehicles$/);
    // The shell around the page (menu, header, banner); the vehicles journey checks its own page.
    await expectAccessible(page, 'banner-en', { exclude: 'main' });
    await captureScreens(page, 'shell-banner-en');
  });

  test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
    await useLocale(page, 'en');
    // As after a deploy: the chunk the old page asks for is gone.
    await page.route('**/assets/error-code-page-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/errors?code=5003');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(loads).toBe(2);
    await captureScreens(page, 'shell-chunk-failed-en');

    // Once the chunk is there again, the page works, and a later failure may reload once more.
    await page.unroute('**/assets/error-code-page-*.js');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByText('Something went wrong. Please try again')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('kontor.chunkReload'))).toBeNull();
  });

  test('a drawn page whose chunk fails to load shows the error page instead of the drawing', async ({ page }) => {
    await useLocale(page, 'en');
    // Recovery is drawn ahead but loads its page on demand (login and registration are in the first file).
    await page.route('**/assets/reset-password-page-*.js', (route) => route.abort());
    await page.goto('/login/reset-password');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // React drew the page itself: the drawing is gone and the page is usable.
    await expect(page.getByRole('heading', { name: 'Reset password' })).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });

  test('a server error opens /sorry and a lost session opens /login', async ({ page }) => {
    await newDealer(page, { locale: 'de', withCompany: true });
    // Induce a 500 on the real page's first call.
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: '500', message: 'x' } }),
      }),
    );
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/sorry$/);
    await expect(page.getByRole('heading', { name: 'Etwas ist schiefgegangen' })).toBeVisible();
    await page.unroute('**/api/auth/me');

    // A revoked session: access and refresh token no longer valid → refresh fails → /login.
    await page.evaluate(() => {
      sessionStorage.setItem('kontor.token', 'not-a-valid-token');
      sessionStorage.setItem('kontor.refreshToken', 'not-a-valid-refresh-token');
    });
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomers$/);
    expect(await page.evaluate(() => sessionStorage.getItem('kontor.loggedIn'))).toBeNull();
  });
});
