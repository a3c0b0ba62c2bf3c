import { expect, type Page, test } from '@playwright/test';
import { descriptions } from '../support/purchase';
import { seenMails, waitForMail } from '../support/mailbox';
import { captureScreens } from '../support/screens';
import { money, startingWith } from '../support/sale';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';

// A dealer outside Germany orders the subscription, in German and in English. The operator's service
// is supplied where the receiving business sits (§ 3a Abs. 2 UStG): an Austrian company with its
// Austrian VAT id owes the VAT itself (reverse charge, § 13b UStG), a Swiss one receives it not
// taxable in Germany. Before ordering, the plan, the order's summary and then the running
// subscription say which applies and charge no German VAT; the order's confirmation says it again.

/** The plans' net prices the server has without PLAN_*_NET_CENTS (apps/server/src/config.ts). */
const MONTHLY_NET_CENTS = 4_900;

const ABROAD = {
  REVERSE_CHARGE: {
    legal_name: 'Autohaus Donau GmbH',
    country_id: '16',
    street_address: 'Kärntner Straße',
    house_number: '12',
    city: 'Wien',
    postal_code: '1010',
    vat_id: 'ATU13585627',
    // Austria's Firmenbuch, as Austrians write it.
    commercial_register_number: 'FN 123456 a',
    commercial_register_name: 'Handelsgericht Wien',
  },
  NOT_TAXABLE: {
    legal_name: 'Garage Limmat GmbH',
    country_id: '217',
    street_address: 'Bahnhofstrasse',
    house_number: '7',
    city: 'Zürich',
    postal_code: '8001',
    vat_id: 'CHE-116.281.710',
    commercial_register_number: 'CHE-116.281.710',
    commercial_register_name: 'Handelsregisteramt des Kantons Zürich',
  },
} as const;

/** The default test company's German tax number does not belong to a company abroad. */
const NOT_GERMAN = { tax_number: '' };

async function snap(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, name);
}

for (const locale of ['de', 'en'] as const) {
  for (const taxation of ['REVERSE_CHARGE', 'NOT_TAXABLE'] as const) {
    test(`subscriptions abroad (${locale}, ${taxation}): the price says why there is no German VAT, before and after the order`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const tx = texts(locale);
      const company = ABROAD[taxation];
      const dealer = await newDealer(page, { locale, withCompany: true, company: { ...company, ...NOT_GERMAN } });
      const perMonth = (cents: number) =>
        tx('subscriptions.summary.perPeriod', { amount: money(cents, locale), per: tx('subscriptions.per.MONTHLY') });
      const priceRows = {
        [tx('subscriptions.summary.net')]: perMonth(MONTHLY_NET_CENTS),
        [tx('subscriptions.summary.vatNone')]: tx(`subscriptions.price.${taxation}`),
        [tx('subscriptions.summary.total')]: perMonth(MONTHLY_NET_CENTS),
      };

      await page.goto('/settings/subscriptions');
      const monthly = page.getByRole('radio', { name: startingWith(tx('subscriptions.plans.MONTHLY')) });
      const card = monthly.locator('xpath=ancestor::label[1]');
      await expect(card).toContainText(money(MONTHLY_NET_CENTS, locale));
      await expect(card).toContainText(tx(`subscriptions.price.${taxation}`));
      const germanVat = Math.round(MONTHLY_NET_CENTS * 0.19);
      await expect(card).not.toContainText(tx('subscriptions.price.plusVat', { rate: 19, amount: money(germanVat, locale) }));
      await snap(page, `subscriptions-abroad-${taxation.toLowerCase()}-plan-${locale}`);

      await monthly.check();
      await page.getByRole('button', { name: tx('subscriptions.wizard.next'), exact: true }).click();
      await page.getByRole('radio', { name: startingWith(tx('subscriptions.payment.INVOICE')) }).check();
      await page.getByRole('button', { name: tx('subscriptions.wizard.next'), exact: true }).click();

      const orderStep = page.getByRole('group', { name: tx('subscriptions.steps.order'), exact: true });
      await expect(orderStep).toBeVisible();
      expect(await descriptions(orderStep)).toMatchObject(priceRows);
      await snap(page, `subscriptions-abroad-${taxation.toLowerCase()}-order-${locale}`);

      const mailsBefore = await seenMails(dealer.email);
      await page.getByRole('button', { name: tx('subscriptions.wizard.order'), exact: true }).click();
      await expect(page.getByText(tx('subscriptions.saved'), { exact: true })).toBeVisible();
      const running = page
        .locator('.ant-card')
        .filter({ has: page.getByRole('heading', { name: tx('subscriptions.running.title'), exact: true }) });
      expect(await descriptions(running)).toMatchObject(priceRows);

      // The confirmation states the same price and why it carries no German VAT.
      const plan = tx('mail.subscription.plans.MONTHLY');
      const confirmation = await waitForMail(
        dealer.email,
        (mail) => mail.subject === tx('mail.subscription.orderedSubject', { plan }),
        mailsBefore,
      );
      expect(confirmation.text).toContain(
        tx(`mail.subscription.price${taxation}`, {
          net: money(MONTHLY_NET_CENTS, locale),
          period: tx('mail.subscription.periods.MONTHLY'),
        }),
      );
    });
  }
}
