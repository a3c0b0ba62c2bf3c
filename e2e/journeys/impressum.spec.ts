import { expect, test } from '@playwright/test';
import { legalTexts } from '../../packages/domain/src/i18n/legal.i18n';
import { operatorTexts } from '../../packages/domain/src/i18n/operator.i18n';
import { captureScreens } from '../support/screens';
import { useLocale } from '../support/session';
import { texts } from '../support/texts';

// The legal notice (§ 5 DDG), in German and in English: linked at the foot of the login and the
// registration page (drawn ahead by the build, so the link is there before any script runs) and of
// the legal pages, and showing the e2e server's operator as its settings give it (playwright.config.ts).

const OPERATOR = {
  name: 'Kontor Software GmbH',
  address: 'Friedrichstraße 1, 10117 Berlin',
  email: 'support@kontor.local',
  phone: '+49 30 1234567',
  vatId: 'DE136695976',
  managingDirectors: 'Anna Muster, Ben Beispiel',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
};

for (const locale of ['de', 'en'] as const) {
  test(`legal notice (${locale}): linked from login, registration and terms, with the operator's details`, async ({ page }) => {
    const tx = texts(locale);
    const notice = legalTexts[locale].impressum;
    await useLocale(page, locale);
    const footerLink = () => page.getByRole('contentinfo').getByRole('link', { name: tx('shell.legalNotice'), exact: true });

    for (const path of ['/register', '/terms', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(footerLink()).toHaveAttribute('href', '/impressum');
    }
    // The drawn login page links it before the app has started.
    const drawn = await (await page.request.get('/login', { headers: { cookie: `kontor_locale=${locale}` } })).text();
    expect(drawn).toContain('href="/impressum"');

    await footerLink().click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
    await expect(page.getByText(notice.intro)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(OPERATOR.name, { exact: true })).toBeVisible();
    await expect(main.getByText(OPERATOR.address, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: OPERATOR.email })).toHaveAttribute('href', `mailto:${OPERATOR.email}`);
    await expect(main.getByRole('link', { name: OPERATOR.phone })).toHaveAttribute('href', 'tel:+49301234567');
    await expect(main.getByRole('heading', { name: notice.vatId })).toBeVisible();
    await expect(main.getByText(OPERATOR.vatId, { exact: true })).toBeVisible();
    // Who represents the GmbH and where it is registered (§ 5 Abs. 1 Nr. 1 and 4 DDG).
    const labels = operatorTexts[locale];
    await expect(main.getByRole('heading', { name: notice.representedBy })).toBeVisible();
    await expect(main.getByText(`${labels.managingDirectors}: ${OPERATOR.managingDirectors}`, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: notice.register })).toBeVisible();
    await expect(main.getByText(`${labels.registerCourt}: ${OPERATOR.registerCourt}`, { exact: true })).toBeVisible();
    await expect(main.getByText(`${labels.registerNumber}: ${OPERATOR.registerNumber}`, { exact: true })).toBeVisible();
    await expect(main.getByText(notice.missing)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(notice.title));
    await captureScreens(page, `impressum-${locale}`);

    // The terms name the same operator with its address.
    await page.goto('/terms');
    await expect(page.getByText(`${OPERATOR.name}, ${OPERATOR.address}`, { exact: false }).first()).toBeVisible();
  });
}
