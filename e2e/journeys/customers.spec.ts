import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatPhone } from '../../packages/domain/src/display-format';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';

// Customers in the browser, once in German and once in English: a private and a business customer
// created through the drawer, found by search, sorted, edited, exported and deleted; an expired ID
// document flagged in the form and the list; the business's VAT id, each customer's
// detail page, and the list as a CSV file for Excel.

const drawerOf = (page: Page) => page.getByRole('dialog');

async function pick(page: Page, label: string, option: string) {
  await drawerOf(page).getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

for (const locale of ['de', 'en'] as const) {
  test(`customers (${locale}): create, search, sort, edit, export and delete`, async ({ page }) => {
    test.setTimeout(180_000);
    const tx = texts(locale);
    const field = (name: string) => drawerOf(page).getByLabel(tx(`customers.fields.${name}`), { exact: true });
    const pastDate = locale === 'de' ? '31.01.2020' : '31/01/2020';

    await newDealer(page, { locale, withCompany: true });
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: tx('customers.title'), level: 2 })).toBeVisible();
    await expect(page.getByText(tx('customers.list.empty'))).toBeVisible();

    // A private customer: the names are required, the postal code must fit Germany.
    await page.getByRole('button', { name: tx('customers.actions.add') }).click();
    await expect(drawerOf(page).getByText(tx('customers.drawer.createTitle'))).toBeVisible();
    await drawerOf(page)
      .getByRole('button', { name: tx('customers.actions.create') })
      .click();
    await expect(drawerOf(page).getByText(tx('errors.0001')).first()).toBeVisible();
    await pick(page, tx('customers.fields.greeting'), tx('customers.greetings.MISSUS'));
    await pick(page, tx('customers.fields.title'), tx('customers.titles.DOCTOR'));
    await field('firstName').fill('Erika');
    await field('lastName').fill('Mustermann');
    await field('streetAddress').fill('Heidestraße');
    await field('houseNumber').fill('17');
    await field('postalCode').fill('5114');
    await expect(drawerOf(page).getByText(tx('errors.0027'))).toBeVisible();
    await field('postalCode').fill('51147');
    await field('city').fill('Köln');
    await field('phoneNumber').fill('0151 2345678x');
    await expect(drawerOf(page).getByText(tx('errors.9124'))).toBeVisible();
    await field('phoneNumber').fill('+49 151 2345678');
    await field('email').fill('erika@example');
    await expect(drawerOf(page).getByText(tx('errors.9027'))).toBeVisible();
    await field('email').fill('erika.mustermann@example.de');
    await field('passport').fill('L01X00T47');
    await field('passportExpired').fill(pastDate);
    await field('passportExpired').press('Tab');
    await field('passportFrom').fill('Stadt Köln');
    await expect(
      drawerOf(page)
        .getByRole('alert')
        .filter({ hasText: tx('customers.idExpired') }),
    ).toBeVisible();
    await captureScreens(page, `customers-form-person-${locale}`);
    await drawerOf(page)
      .getByRole('button', { name: tx('customers.actions.create') })
      .click();
    await expect(page.getByText(tx('customers.messages.created'))).toBeVisible();
    const erika = page.getByRole('row').filter({ hasText: 'Erika Mustermann' });
    await expect(erika).toBeVisible();
    await expect(erika.getByText(tx('customers.idExpired'))).toBeVisible();

    // A business customer: the company name is what is required.
    await page.getByRole('button', { name: tx('customers.actions.add') }).click();
    await drawerOf(page).getByText(tx('customers.types.BUSINESS'), { exact: true }).click();
    await drawerOf(page)
      .getByRole('button', { name: tx('customers.actions.create') })
      .click();
    await expect(field('companyName')).toBeVisible();
    await expect(drawerOf(page).getByText(tx('errors.0001')).first()).toBeVisible();
    await field('companyName').fill('Muster Logistik GmbH');
    // A well-formed id whose check digit is wrong is refused for that reason (9403), not its format.
    await field('vatId').fill('DE 136 695 977');
    await expect(drawerOf(page).getByText(tx('errors.9403'))).toBeVisible();
    await field('vatId').fill('de 136 695 976');
    await expect(drawerOf(page).getByText(tx('errors.9403'))).toHaveCount(0);
    await expect(drawerOf(page).getByText(tx('customers.sections.idDocumentOptional'))).toBeVisible();
    await field('postalCode').fill('20095');
    await field('city').fill('Hamburg');
    await field('email').fill('info@muster-logistik.de');
    await captureScreens(page, `customers-form-business-${locale}`);
    await drawerOf(page)
      .getByRole('button', { name: tx('customers.actions.create') })
      .click();
    await expect(page.getByText(tx('customers.messages.created')).first()).toBeVisible();
    const logistik = page.getByRole('row').filter({ hasText: 'Muster Logistik GmbH' });
    await expect(logistik).toBeVisible();
    await expect(logistik).toContainText('DE136695976');
    await expect(page.getByText(tx('customers.list.count_other', { total: 2 }))).toBeVisible();
    await captureScreens(page, `customers-list-${locale}`);

    // Search by company name and by city; the search stays in the URL.
    const search = page.getByLabel(tx('customers.list.searchLabel'));
    await search.fill('logistik');
    await expect(page).toHaveURL(/search=logistik/);
    await expect(page.getByText(tx('customers.list.count_one', { total: 1 }))).toBeVisible();
    await expect(erika).toHaveCount(0);
    await search.fill('Köln');
    await expect(erika).toBeVisible();
    await expect(logistik).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel(tx('customers.list.searchLabel'))).toHaveValue('Köln');
    await expect(erika).toBeVisible();
    await page.getByLabel(tx('customers.list.searchLabel')).fill('nobody-here');
    await expect(page.getByText(tx('customers.list.emptySearch', { search: 'nobody-here' }))).toBeVisible();
    await page.getByLabel(tx('customers.list.searchLabel')).fill('');
    await expect(page.getByText(tx('customers.list.count_other', { total: 2 }))).toBeVisible();

    // Sort by name: "Muster Logistik" comes before "Mustermann, Erika".
    await page.getByLabel(tx('customers.list.sortLabel')).click();
    await page.locator(`.ant-select-item-option[title="${tx('customers.sorts.name')}"]`).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('row').nth(1)).toContainText('Muster Logistik GmbH');
    await expect(page.getByRole('row').nth(2)).toContainText('Erika Mustermann');

    // Edit: a new address and a valid ID document clear the flag.
    await erika.getByRole('button', { name: `${tx('customers.actions.edit')}: Erika Mustermann` }).click();
    await expect(drawerOf(page).getByText(tx('customers.drawer.editTitle'))).toBeVisible();
    await expect(field('firstName')).toHaveValue('Erika');
    await field('postalCode').fill('53111');
    await field('city').fill('Bonn');
    // A day that does not exist keeps the form from saving the day from before, and says why.
    const noDay = locale === 'de' ? '31.02.2035' : '31/02/2035';
    await field('passportExpired').fill(noDay);
    await drawerOf(page)
      .getByRole('button', { name: tx('common.actions.save') })
      .click();
    const unreadable = tx('common.dateInput.unreadable', { text: noDay, example: locale === 'de' ? '26.11.1985' : '26/11/1985' });
    // The form's own error (not only the field's note), which is what keeps it from saving.
    await expect(drawerOf(page).locator('.ant-form-item-has-error').getByText(unreadable)).toBeVisible();
    await expect(page.getByText(tx('customers.messages.updated'))).toHaveCount(0);
    await field('passportExpired').fill(locale === 'de' ? '31.12.2035' : '31/12/2035');
    await field('passportExpired').press('Tab');
    await expect(
      drawerOf(page)
        .getByRole('alert')
        .filter({ hasText: tx('customers.idExpired') }),
    ).toHaveCount(0);
    await drawerOf(page)
      .getByRole('button', { name: tx('common.actions.save') })
      .click();
    await expect(page.getByText(tx('customers.messages.updated'))).toBeVisible();
    // The drawer hands the focus back to its Edit button once it has closed; keys pressed before
    // that would land on the button and open the drawer again.
    await expect(drawerOf(page)).toHaveCount(0);
    await expect(erika).toContainText('53111 Bonn');
    await expect(erika.getByText(tx('customers.idExpired'))).toHaveCount(0);

    // Export (GDPR Art. 15): a JSON file with the customer's data.
    const download = page.waitForEvent('download');
    await erika.getByRole('button', { name: `${tx('customers.actions.export')}: Erika Mustermann` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-[0-9a-f-]{36}\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(exported.customer).toMatchObject({ firstName: 'Erika', lastName: 'Mustermann', city: 'Bonn', passport: 'L01X00T47' });

    // The detail page, reached from the name in the list with the keyboard: everything readable.
    await erika.getByRole('link', { name: tx('customers.detail.open', { name: 'Erika Mustermann' }) }).press('Enter');
    await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
    const fullName = `${tx('customers.greetings.MISSUS')} ${tx('customers.titles.DOCTOR')} Erika Mustermann`;
    await expect(page.getByRole('heading', { name: fullName, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: formatPhone('+491512345678') })).toHaveAttribute('href', 'tel:+491512345678');
    await expect(page.getByText('53111 Bonn')).toBeVisible();
    await expect(page.getByText(locale === 'de' ? '31.12.2035' : '31/12/2035')).toBeVisible();
    await captureScreens(page, `customers-detail-${locale}`);
    await page.getByRole('link', { name: tx('customers.actions.back') }).click();
    // Back to the list as it was left: still sorted by name.
    await expect(page).toHaveURL(/\/customers\?sort=name$/);
    await logistik.getByRole('link', { name: tx('customers.detail.open', { name: 'Muster Logistik GmbH' }) }).click();
    await expect(page.getByRole('heading', { name: 'Muster Logistik GmbH', level: 2 })).toBeVisible();
    await expect(page.getByText('DE136695976')).toBeVisible();
    await expect(page.getByText(tx('customers.sections.idDocumentOptional'))).toHaveCount(0);
    await captureScreens(page, `customers-detail-business-${locale}`);
    await page.goBack();

    // The list as CSV for Excel: BOM, `;`, the header in the language, the VAT id.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(tx('customers.actions.exportCsv')) }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^${tx('customers.csvFileName')}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = await readFile(await csvFile.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = bytes.toString('utf8').slice(1);
    expect(csvText.startsWith(`${tx('customers.fields.type')};${tx('customers.fields.greeting')};`)).toBe(true);
    expect(csvText).toContain(`${tx('customers.types.BUSINESS')};;;Muster Logistik GmbH;;;DE136695976;`);
    expect(csvText).toContain('Erika;Mustermann;');
    expect(csvText.split('\r\n')).toHaveLength(4);

    // Delete after confirming: the record is gone.
    await logistik.getByRole('button', { name: `${tx('customers.actions.delete')}: Muster Logistik GmbH` }).click();
    await expect(page.getByText(tx('customers.delete.confirmText', { name: 'Muster Logistik GmbH' }))).toBeVisible();
    await captureScreens(page, `customers-delete-${locale}`);
    await page.getByRole('button', { name: tx('customers.delete.confirm') }).click();
    await expect(page.getByText(tx('customers.messages.deleted'))).toBeVisible();
    await expect(logistik).toHaveCount(0);
    await expect(page.getByText(tx('customers.list.count_one', { total: 1 }))).toBeVisible();

    // Pages of 50: fifty more customers through the API, then the pager.
    const token = await page.evaluate(() => sessionStorage.getItem('kontor.token'));
    for (let i = 0; i < 50; i += 1) {
      const response = await page.request.post('/api/user/clients', {
        data: { type: 'PRIVATE', first_name: 'Kunde', last_name: `Nummer ${String(i).padStart(2, '0')}`, city: 'Bremen' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(201);
    }
    await page.reload();
    // The server is busy right after fifty inserts on a shared machine: allow the list longer.
    await expect(page.getByText(tx('customers.list.count_other', { total: 51 }))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tx('customers.list.range', { from: 1, to: 50, total: 51 }))).toBeVisible();
    await page.getByRole('button', { name: tx('common.pager.page', { page: 2 }) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(tx('customers.list.range', { from: 51, to: 51, total: 51 }))).toBeVisible();
    await expect(page.getByRole('button', { name: tx('common.pager.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await captureScreens(page, `customers-page2-${locale}`);
  });
}
