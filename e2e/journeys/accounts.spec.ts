import { expect, type Page, test } from '@playwright/test';
import { TERMS_VERSION } from '../../packages/domain/src/terms-version';
import { legalTexts } from '../../packages/domain/src/i18n/legal.i18n';
import { codeIn, linkIn, seenMails, waitForMail } from '../support/mailbox';
import { openMenuGroup } from '../support/menu';
import { captureScreens } from '../support/screens';
import { newDealer, uniqueEmail, useLocale } from '../support/session';
import { type Locale, texts } from '../support/texts';

// Accounts in the browser: the whole account journey once in German and once in English, then the
// limits of the demo version, Manage Profile, and the pages for spent or broken links.

const CODE_LINE = /^[A-Z2-9]{3} [A-Z2-9]{4}$/m;

/** Lets antd's field-message animations finish, so the pictures show the settled screen. */
async function snap(page: Page, name: string) {
  await page.waitForTimeout(400);
  await captureScreens(page, name);
}

/** The agreement's accessible name starts with its text before the first link. */
function agreeName(locale: Locale) {
  return new RegExp(`^${texts(locale)('auth.register.agree').split('<')[0]!.trim()}`);
}

async function logout(page: Page, locale: Locale) {
  const tx = texts(locale);
  // Without a company the header has a logout button; with the side menu it is a menu entry.
  await page
    .getByRole('button', { name: tx('shell.header.logout') })
    .or(page.getByRole('menuitem', { name: tx('shell.menu.logout') }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, locale: Locale, account: { email: string; password: string }) {
  const tx = texts(locale);
  await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: tx('auth.login.continue') }).click();
  await page.getByLabel(tx('auth.fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: tx('auth.login.submit'), exact: true }).click();
}

for (const locale of ['de', 'en'] as const) {
  test(`accounts (${locale}): register, verify, complete, log out and in, reset the password`, async ({ page }) => {
    test.setTimeout(180_000);
    const tx = texts(locale);
    const email = uniqueEmail(`journey-${locale}`);
    const firstPassword = 'Erstes!Passwort1';
    const newPassword = 'Zweites!Passwort2';
    await useLocale(page, locale);

    // 1. Register: e-mail, phone with +49, terms required.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: tx('auth.register.title') })).toBeVisible();
    // The prefix is the light form's native select (the guest pages load no antd), +49 chosen.
    await expect(page.getByLabel(tx('auth.fields.phonePrefix'))).toHaveValue('+49');
    await page.getByRole('button', { name: tx('auth.register.submit') }).click();
    await expect(page.getByText(tx('auth.validation.agreeRequired'))).toBeVisible();
    await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill('not-an-address');
    await page.getByLabel(tx('auth.fields.phone'), { exact: true }).fill('12');
    await expect(page.getByText(tx('errors.9027'))).toBeVisible();
    await expect(page.getByText(tx('errors.9124'))).toBeVisible();
    await snap(page, `accounts-register-${locale}`);
    await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(email);
    await page.getByLabel(tx('auth.fields.phone'), { exact: true }).fill('151 2345678');
    await page.getByRole('checkbox', { name: agreeName(locale) }).check();
    await page.getByRole('button', { name: tx('auth.register.submit') }).click();

    // 2. Logged in at once, UNVERIFIED: the demo version with the banner.
    await expect(page).toHaveURL(/\/vehicles/);
    await expect(page.getByText(tx('shell.banner.emailUnverified'))).toBeVisible();
    await openMenuGroup(page, tx('shell.menu.settings'));
    await expect(page.getByRole('menuitem', { name: tx('shell.menu.manageProfile') })).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/settings/manage-profile');
    await expect(page).toHaveURL(/\/vehicles/);

    // 3. The mail (in the chosen language) carries the grouped code; a wrong code is refused.
    const mail = await waitForMail(email, (candidate) => CODE_LINE.test(candidate.text));
    const code = codeIn(mail);
    expect(mail.subject).toBe(tx('mail.verification.subject', { code }));
    const codeBox = page.getByLabel(tx('auth.code.label'));
    await codeBox.fill(code.startsWith('AAA') ? 'BBBBBBB' : 'AAAAAAA');
    await page.getByRole('button', { name: tx('auth.code.submit') }).click();
    await expect(page.getByText(tx('errors.5004'))).toBeVisible();
    await codeBox.fill(code.replace(' ', '').toLowerCase());
    await expect(codeBox).toHaveValue(code);
    await snap(page, `accounts-demo-banner-${locale}`);
    await page.getByRole('button', { name: tx('auth.code.submit') }).click();

    // 4. Account completion, enabled once the token is checked.
    await expect(page).toHaveURL(/\/create-account\?token=/);
    await expect(page.getByRole('heading', { name: tx('auth.createAccount.title') })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel(tx('auth.fields.phone'), { exact: true })).toHaveValue('1512345678');
    await page.getByLabel(tx('auth.fields.firstName')).fill(locale === 'de' ? 'Jürgen' : 'Jonathan');
    await page.getByLabel(tx('auth.fields.lastName')).fill(locale === 'de' ? "O'Brien-Groß" : 'Miller');
    await expect(page.getByRole('radio', { name: tx('auth.genders.MALE'), exact: true })).toBeChecked();
    await page.getByLabel(tx('auth.fields.birthDate')).click();
    // The picker opens on January 1973.
    await expect(page.locator('.ant-picker-dropdown:visible')).toContainText('1973');
    // Typed key by key, a short form included: the field leaves what is being typed as it is (it
    // once took "17.5.19" for 2019 and made "17.05.201980" of the rest), and Enter takes it.
    const birthDate = page.getByLabel(tx('auth.fields.birthDate'));
    const typed = locale === 'de' ? '17.5.80' : '17/5/80';
    await birthDate.pressSequentially(typed);
    await expect(birthDate).toHaveValue(typed);
    await birthDate.press('Enter');
    await expect(birthDate).toHaveValue(locale === 'de' ? '17.05.1980' : '17/05/1980');
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await snap(page, `accounts-birth-date-typed-${locale}`);
    await page.getByLabel(tx('auth.fields.password'), { exact: true }).fill(firstPassword);
    await page.getByLabel(tx('auth.fields.confirmPassword')).fill(`${firstPassword}x`);
    await expect(page.getByText(tx('errors.9123'))).toBeVisible();
    await page.getByLabel(tx('auth.fields.confirmPassword')).fill(firstPassword);
    await expect(page.getByText(tx('errors.9123'))).toBeHidden();
    await snap(page, `accounts-create-account-${locale}`);
    await page.getByRole('button', { name: tx('auth.createAccount.submit') }).click();
    // VERIFIED and logged in; without a company the guards open company creation.
    await expect(page).not.toHaveURL(/create-account/);
    await expect(page.getByText(tx('shell.banner.emailUnverified'))).toBeHidden();

    // 5. Log out, log in (check-email finds a verified account: password, not the code box).
    await logout(page, locale);
    await snap(page, `accounts-login-${locale}`);
    await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: tx('auth.login.continue') }).click();
    await expect(page.getByRole('checkbox', { name: tx('auth.fields.rememberMe') })).toBeVisible();
    await snap(page, `accounts-login-password-${locale}`);
    await page.getByLabel(tx('auth.fields.password'), { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: tx('auth.login.submit'), exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // 6. Forgot password → mailed link → new password.
    await logout(page, locale);
    const before = await seenMails(email);
    await page.getByRole('link', { name: tx('auth.login.forgot') }).click();
    await expect(page).toHaveURL(/\/login\/reset-password$/);
    await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: tx('auth.reset.requestSubmit') }).click();
    await expect(page.getByText(tx('auth.reset.sent'))).toBeVisible();
    await expect(page.getByText(tx('auth.reset.sentTitle'))).toBeVisible();
    await snap(page, `accounts-reset-request-${locale}`);
    const resetMail = await waitForMail(email, (candidate) => candidate.text.includes('/login/reset-password/'), before);
    expect(resetMail.subject).toBe(tx('mail.passwordReset.subject'));
    const link = linkIn(resetMail, '/login/reset-password/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: tx('auth.reset.formTitle') })).toBeVisible();
    await expect(page.getByText(tx('auth.reset.formIntro', { email }))).toBeVisible();
    await page.getByLabel(tx('auth.fields.newPassword')).fill(newPassword);
    await page.getByLabel(tx('auth.fields.confirmPassword')).fill(newPassword);
    await snap(page, `accounts-reset-form-${locale}`);
    await page.getByRole('button', { name: tx('auth.reset.submit') }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The link is single-use.
    await logout(page, locale);
    await page.goto(link);
    await expect(page).toHaveURL(/\/errors\/reset-password-expired$/);
    await expect(page.getByRole('heading', { name: tx('auth.expired.resetTitle') })).toBeVisible();
    await snap(page, `accounts-reset-expired-${locale}`);

    // 7. The old password is refused (4004 on the field), the new one works.
    await page.getByRole('button', { name: tx('auth.expired.toLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, locale, { email, password: firstPassword });
    await expect(page.getByText(tx('errors.4004'))).toBeVisible();
    await page.getByLabel(tx('auth.fields.password'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: tx('auth.login.submit'), exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });
}

test('accounts: an unverified address on /login gets the code box and a resend link instead of the password', async ({
  page,
}) => {
  const tx = texts('en');
  await useLocale(page, 'en');
  const email = uniqueEmail('unverified');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, phone_number: '+491512345678', agree_to_terms: true, terms_version: TERMS_VERSION },
  });
  expect(registered.status()).toBe(201);
  const first = await waitForMail(email, (candidate) => CODE_LINE.test(candidate.text));

  await page.goto('/login');
  await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: tx('auth.login.continue') }).click();
  await expect(page.getByText(tx('auth.login.unverified'))).toBeVisible();
  await expect(page.getByLabel(tx('auth.fields.password'), { exact: true })).toHaveCount(0);
  await snap(page, 'accounts-login-unverified-en');

  // Resend: a new code replaces the old one.
  await page.getByRole('button', { name: tx('auth.login.resend') }).click();
  await expect(page.getByText(tx('auth.resend.sent'))).toBeVisible();
  const second = await waitForMail(email, (candidate) => CODE_LINE.test(candidate.text), new Set([first.file]));
  await page.getByLabel(tx('auth.code.label')).fill(codeIn(second));
  await page.getByRole('button', { name: tx('auth.code.submit') }).click();
  await expect(page).toHaveURL(/\/create-account\?token=/);
  await expect(page.getByText(email)).toBeVisible();

  // The mailed link of the first mail was replaced by the resend.
  await page.goto(linkIn(first, '/create-account/'));
  await expect(page).toHaveURL(/\/errors\/create-account-expired$/);
});

test('accounts (de): the register form links the terms and the privacy policy; the demo version opens a sample vehicle read-only and explains Customers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tx = texts('de');
  const legal = legalTexts.de;
  await useLocale(page, 'de');
  const email = uniqueEmail('demo');

  // The terms open in a new tab, so what was typed into the form stays.
  await page.goto('/register');
  await page.getByLabel(tx('auth.fields.email'), { exact: true }).fill(email);
  const termsLink = page.getByRole('link', { name: new RegExp(legal.terms.title) });
  await expect(termsLink).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: new RegExp(legal.privacy.title) })).toHaveAttribute('href', '/privacy');
  const [termsTab] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
  await expect(termsTab).toHaveURL(/\/terms$/);
  await expect(termsTab.getByRole('heading', { level: 1, name: legal.terms.title })).toBeVisible();
  await expect(termsTab.getByText(`Version ${TERMS_VERSION}`)).toBeVisible();
  await expect(termsTab.getByRole('heading', { name: legal.terms.s4.heading })).toBeVisible();
  await snap(termsTab, 'accounts-terms-de');
  await termsTab.getByRole('link', { name: legal.common.toPrivacy }).click();
  await expect(termsTab.getByRole('heading', { level: 1, name: legal.privacy.title })).toBeVisible();
  await expect(termsTab.getByRole('heading', { name: legal.privacy.s4.heading })).toBeVisible();
  await snap(termsTab, 'accounts-privacy-de');
  await termsTab.close();
  await expect(page.getByLabel(tx('auth.fields.email'), { exact: true })).toHaveValue(email);

  // Registered: the demo version (unverified e-mail).
  await page.getByLabel(tx('auth.fields.phone'), { exact: true }).fill('151 2345678');
  await page.getByRole('checkbox', { name: agreeName('de') }).check();
  await page.getByRole('button', { name: tx('auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/vehicles/);

  // A sample vehicle opens read-only: no edit, delete or upload, and how to add one's own.
  await page.getByText('Golf 1.5 TSI').first().click();
  await expect(page).toHaveURL(/\/vehicles\/demo-1$/);
  await expect(page.getByRole('heading', { name: /Golf 1\.5 TSI/ })).toBeVisible();
  await expect(page.getByText(tx('auth.demo.vehicleHint'))).toBeVisible();
  await expect(page.getByRole('button', { name: tx('vehicles.detail.edit') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tx('vehicles.detail.delete') })).toHaveCount(0);
  await expect(page.getByText(tx('vehicles.detail.documents'), { exact: true })).toHaveCount(0);
  await snap(page, 'accounts-demo-vehicle-de');

  // Customers explains instead of the error page, with the way out.
  await page.getByRole('menuitem', { name: tx('shell.menu.customers') }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: tx('auth.demo.title'), level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: tx('auth.login.resend') }).first()).toBeVisible();
  await snap(page, 'accounts-demo-customers-de');
  await page.getByRole('button', { name: tx('auth.demo.toVehicles') }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
});

test('accounts: a visitor is sent to /login and comes back to the page after logging in', async ({ page }) => {
  const tx = texts('de');
  const dealer = await newDealer(page, { locale: 'de', withCompany: true });
  await logout(page, 'de');
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'de', dealer);
  await expect(page).toHaveURL(/\/customers$/);
  // A logged-in user opening /login goes to /.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: tx('auth.login.title') })).toHaveCount(0);
});

test('accounts: broken links show the expired pages with a way back', async ({ page }) => {
  test.setTimeout(120_000);
  for (const locale of ['de', 'en'] as const) {
    const tx = texts(locale);
    await useLocale(page, locale);
    await page.goto('/create-account/not-a-real-token');
    await expect(page).toHaveURL(/\/errors\/create-account-expired$/);
    await expect(page.getByRole('heading', { name: tx('auth.expired.createTitle') })).toBeVisible();
    await snap(page, `accounts-create-expired-${locale}`);
    await page.goto('/login/reset-password/not-a-real-token?email=nobody%40example.com');
    await expect(page).toHaveURL(/\/errors\/reset-password-expired$/);
    await page.goto('/errors/expired');
    await expect(page.getByRole('heading', { name: tx('auth.expired.genericTitle') })).toBeVisible();
    await snap(page, `accounts-token-expired-${locale}`);
    await page.goto('/login/reset-password/reset-failed');
    await expect(page.getByRole('heading', { name: tx('auth.resetFailed.title') })).toBeVisible();
    await snap(page, `accounts-reset-failed-${locale}`);
    await page.getByRole('button', { name: tx('auth.resetFailed.retry') }).click();
    await expect(page).toHaveURL(/\/login\/reset-password$/);
  }
});

test('accounts: Manage Profile changes the details and the password', async ({ page }) => {
  test.setTimeout(150_000);
  for (const locale of ['de', 'en'] as const) {
    const tx = texts(locale);
    const dealer = await newDealer(page, { locale, withCompany: true });
    await page.goto('/settings/manage-profile');
    await expect(page.getByRole('heading', { name: tx('auth.profile.detailsTitle') })).toBeVisible();
    await expect(page.getByText(dealer.email)).toBeVisible();

    await page.getByLabel(tx('auth.fields.lastName')).fill('Schmidt');
    await page
      .getByRole('button', { name: tx('common.actions.save') })
      .first()
      .click();
    await expect(page.getByText(tx('auth.profile.detailsSaved'))).toBeVisible();

    const passwordCard = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: tx('auth.profile.passwordTitle') }) });
    await passwordCard.getByLabel(tx('auth.fields.currentPassword')).fill('Falsch!Passwort9');
    await passwordCard.getByLabel(tx('auth.fields.newPassword')).fill('Neues!Passwort3');
    await passwordCard.getByLabel(tx('auth.fields.confirmPassword')).fill('Neues!Passwort3');
    await passwordCard.getByRole('button', { name: tx('auth.profile.passwordSubmit') }).click();
    await expect(passwordCard.getByText(tx('errors.0034'))).toBeVisible();

    await passwordCard.getByLabel(tx('auth.fields.currentPassword')).fill(dealer.password);
    await passwordCard.getByLabel(tx('auth.fields.newPassword')).fill(dealer.password);
    await passwordCard.getByLabel(tx('auth.fields.confirmPassword')).fill(dealer.password);
    await passwordCard.getByRole('button', { name: tx('auth.profile.passwordSubmit') }).click();
    await expect(passwordCard.getByText(tx('errors.0035'))).toBeVisible();
    await snap(page, `accounts-manage-profile-${locale}`);

    await passwordCard.getByLabel(tx('auth.fields.newPassword')).fill('Neues!Passwort3');
    await passwordCard.getByLabel(tx('auth.fields.confirmPassword')).fill('Neues!Passwort3');
    await passwordCard.getByRole('button', { name: tx('auth.profile.passwordSubmit') }).click();
    await expect(page.getByText(tx('auth.profile.passwordSaved'))).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
  }
});
