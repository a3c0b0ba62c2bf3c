import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkNames, foreignWords, namelessInSnapshot, namesInSnapshot } from '../support/accessible-names';
import { addCustomer, pickBySearch, saleWizard } from '../support/sale';
import { type Dealer, newDealer, useLocale } from '../support/session';
import { type Locale, texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// What a screen reader says on every screen a dealer reaches, in German and in English: the names of
// the controls, images and regions, the hidden labels, placeholders, tooltips and the tab's title
// (support/accessible-names.ts). None may be a word of the other language, and no antd icon may say
// its English name ("loading Speichern"). Besides the pages, the popups: a select's options, the date
// picker's calendar, a dialog, a confirmation, a button while it waits, a message and a notification.

/** The journey's own data, which may be in either language (names, addresses, the company). */
function dataOf(dealer: Dealer): string[] {
  return [
    `${dealer.firstName} ${dealer.lastName}`,
    dealer.firstName,
    dealer.lastName,
    dealer.email,
    'Autohaus Beispiel GmbH',
    'Friedrichstraße',
    'Max Mustermann',
    'Amtsgericht Charlottenburg',
    'Commerzbank',
    'Berlin',
    'Erika Beispiel',
    'Bonn',
    'VW Golf',
  ];
}

/** Holds the page's requests to `url` (not GETs) until the returned function is called; then they go on to the server. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the page has drawn its data: no spinner, no skeleton, no request bar, the heading there. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .kontor-progress')).toHaveCount(0);
}

const LEAVING = 'leaving the page';

/**
 * Opens `path` inside the running app as a link does (the router follows the browser's history):
 * loading the whole app for each of thirty screens would make the journey several times slower.
 * Every page behind the login sets the tab's title when it appears (usePageTitle), over the one set
 * here, which tells when the new page is there.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ([to, leaving]) => {
      document.title = leaving;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [path, LEAVING] as const,
  );
  await expect(page).not.toHaveTitle(LEAVING);
  await settled(page);
}

test('the check tells the languages apart (the journeys below rely on it)', () => {
  expect(foreignWords('loading Speichern', 'de')).toEqual(['loading']);
  expect(foreignWords('No Found', 'de')).toEqual(['no', 'found']);
  expect(foreignWords('Datum auswählen', 'en')).toEqual(['datum', 'auswählen']);
  // Words both languages use, the journey's data, addresses and the language switch are no finding.
  expect(foreignWords('Name · Status · Filter · Kontor', 'de')).toEqual([]);
  expect(foreignWords('Edit Erika Beispiel, Bonn', 'en', ['Erika Beispiel', 'Bonn'])).toEqual([]);
  expect(foreignWords('support@kontor.local · EN', 'de')).toEqual([]);
  expect(foreignWords('Mo Tu We · Mo Di Mi', 'de')).toEqual(['tu', 'we']);
  const snapshot = [
    '- button "loading Speichern"',
    '- \'button "Profil: Jürgen"\': Jürgen',
    '- textbox "E-Mail":',
    '  - /placeholder: name@autohaus.de',
    '- row "VW Golf 42.000 km"',
    '- text: Anything',
  ].join('\n');
  expect(namesInSnapshot(snapshot)).toEqual([
    { what: 'button', text: 'loading Speichern' },
    { what: 'button', text: 'Profil: Jürgen' },
    { what: 'textbox', text: 'E-Mail' },
    { what: 'placeholder', text: 'name@autohaus.de' },
  ]);
  // A button whose only content is a hidden icon is named by nothing.
  expect(
    namelessInSnapshot('- button\n- button "Speichern"\n- link:\n  - /url: /x\n- button [disabled]\n- text: Kontor'),
  ).toEqual(['button', 'link', 'button']);
});

for (const locale of ['de', 'en'] as const satisfies readonly Locale[]) {
  test(`accessible names (${locale}): every screen and its popups speak the UI’s language`, async ({ page }) => {
    test.setTimeout(180_000);
    const tx = texts(locale);
    // Each problem once, with the first screen it was seen on (the menu's are on every screen).
    const findings = new Map<string, string>();
    let data: string[] = [];
    const check = async (screen: string) => {
      for (const problem of await checkNames(page, locale, data)) if (!findings.has(problem)) findings.set(problem, screen);
    };
    const visit = async (path: string) => {
      await openInApp(page, path);
      await check(path);
    };
    /** Opens a popup with `open`, waits for `popup`, checks the screen as `screen`, closes it with Escape. */
    const popup = async (screen: string, open: () => Promise<void>, shown: Locator) => {
      await open();
      await expect(shown).toBeVisible();
      await check(screen);
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    };

    // The guest pages (drawn without antd) and the pages open to anyone.
    await useLocale(page, locale);
    for (const path of [
      '/login',
      '/register',
      '/login/reset-password',
      '/terms',
      '/privacy',
      '/errors?code=5003',
      '/sorry',
      '/no/such/page',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await check(path);
    }

    // A dealer without a company yet creates it first.
    data = dataOf(await newDealer(page, { locale }));
    await page.goto('/create-company');
    await settled(page);
    await check('/create-company');

    data = dataOf(await newDealer(page, { locale, withCompany: true }));
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Golf',
      brief_number: 'AB1234567',
      vin_code: 'WVWZZZCDZMW424242',
      first_registered: '2021-04-12',
      next_inspection: '2027-05-01',
      mileage: 42_000,
      purchase_price: 1_000_000,
      purchase_taxation: 'MARGIN',
      asking_price: 1_590_000,
    });
    const customerId = await addCustomer(page, {
      type: 'PRIVATE',
      first_name: 'Erika',
      last_name: 'Beispiel',
      postal_code: '53111',
      city: 'Bonn',
    });

    // The app loaded once (with the vehicle and the customer just added), then opened screen by screen.
    // The vehicles: the list with a select's options and the date picker's calendar, a vehicle, adding one.
    await page.goto('/');
    await settled(page);
    await check('/');
    await visit('/vehicles');
    await popup(
      '/vehicles (make options)',
      () => page.getByRole('combobox', { name: tx('vehicles.list.make'), exact: true }).click(),
      page.locator('.ant-select-dropdown:visible'),
    );
    await popup(
      '/vehicles (calendar)',
      () => page.getByRole('textbox', { name: tx('vehicles.list.registeredFrom') }).click(),
      page.locator('.ant-picker-dropdown:visible'),
    );
    await visit(`/vehicles/${vehicleId}`);
    // Editing it: leaving with a change asks first; saving says so in a message; deleting asks.
    await page.getByRole('button', { name: tx('vehicles.detail.edit'), exact: true }).click();
    const mileage = page.getByLabel(tx('vehicles.form.mileage'), { exact: true });
    await mileage.fill('43000');
    await check('vehicle (editing)');
    await page
      .getByRole('navigation')
      .getByRole('menuitem', { name: tx('shell.menu.customers') })
      .click();
    const confirmation = page.getByRole('dialog', { name: tx('common.unsaved.title') });
    await expect(confirmation).toBeVisible();
    await check('vehicle (unsaved changes)');
    await confirmation.getByRole('button', { name: tx('common.unsaved.stay') }).click();
    await expect(confirmation).toBeHidden();
    // The save waits for the check of its button's spinner ("loading Speichern" was the name).
    const release = await holdRequests(page, `**/api/user/vehicles/${vehicleId}`);
    const save = page.getByRole('button', { name: tx('common.actions.save') });
    await save.click();
    await expect(save).toHaveClass(/ant-btn-loading/);
    await check('vehicle (saving)');
    release();
    await expect(page.getByText(tx('vehicles.form.saved'))).toBeVisible();
    await check('vehicle (saved)');
    await popup(
      'vehicle (delete?)',
      () => page.getByRole('button', { name: tx('vehicles.detail.delete'), exact: true }).click(),
      page.getByRole('dialog'),
    );
    await visit('/vehicles/manual');
    await visit('/vehicles/manual-add');
    await popup(
      '/vehicles/manual-add (bodywork options)',
      () => page.getByLabel(tx('vehicles.form.bodywork'), { exact: true }).click(),
      page.locator('.ant-select-dropdown:visible'),
    );
    await visit('/vehicles/ocr');
    await visit(`/vehicles/upload?vehicle=${vehicleId}`);

    // The customers: the list, the drawer of a new one, a customer.
    await visit('/customers');
    await page.getByRole('button', { name: tx('customers.actions.add') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/customers (new customer)');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await visit(`/customers/${customerId}`);

    // Trades: the sales overview, the sale wizard step by step (steps done show a tick), the purchase wizard.
    await visit('/selling');
    const sale = saleWizard(page, locale);
    await visit(`/selling/selling-documents/${vehicleId}`);
    await pickBySearch(page, sale.label('trades.buyer.search'), { typed: 'beisp', option: 'Erika Beispiel, Bonn' });
    await check('sale: buyer chosen');
    await sale.next('price');
    await check('sale: price');
    await sale.label('trades.price.grossPrice').fill('15900');
    await sale.next('handover');
    await check('sale: handover');
    await sale.next('documents');
    await check('sale: documents');
    await visit(`/buying/buying-documents/${vehicleId}`);

    // Other documents.
    await visit('/other-documents/canceled-trades');
    await visit('/other-documents/service-invoices');
    await visit('/other-documents/service-invoices/add-invoice');

    // Settings: the profile, the subscription, the document settings, the about page.
    await visit('/settings/manage-profile');
    await visit('/settings/subscriptions');
    await visit('/settings/document');
    await visit('/about');

    // Contact support: the dialog, its button while the message is on its way (held until checked), and
    // the notification when sending fails.
    await page
      .getByRole('navigation')
      .getByRole('menuitem', { name: tx('shell.menu.contactSupport') })
      .click();
    const dialog = page.getByRole('dialog', { name: tx('shell.support.title') });
    await expect(dialog).toBeVisible();
    await check('contact support');
    await dialog.getByLabel(tx('shell.support.subject')).fill('Frage');
    await dialog.getByLabel(tx('shell.support.message')).fill('Bitte um Rückruf');
    let answer: (status: number) => void = () => undefined;
    const answered = new Promise<number>((resolve) => (answer = resolve));
    await page.route('**/api/user/support/message', async (route) => {
      const status = await answered;
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: '5003', message: 'down' } }),
      });
    });
    const send = dialog.getByRole('button', { name: tx('shell.support.send') });
    await send.click();
    await expect(send).toHaveClass(/ant-btn-loading/);
    await check('contact support (sending)');
    answer(503);
    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toBeVisible();
    await check('contact support (failed)');

    expect([...findings].map(([problem, screen]) => `${screen}: ${problem}`)).toEqual([]);
  });
}
