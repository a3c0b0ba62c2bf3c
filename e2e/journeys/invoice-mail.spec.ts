import { expect, test } from '@playwright/test';
import { seenMails, waitForMail } from '../support/mailbox';
import { addCustomer, day, escapeRegExp, sellWithInvoice } from '../support/sale';
import { captureScreens } from '../support/screens';
import { newDealer } from '../support/session';
import { texts } from '../support/texts';
import { addVehicle } from '../support/vehicles';

// The invoice mail, in German and English: a vehicle sold to a public-sector buyer with its invoice,
// the invoice sent from the documents list (the buyer's address filled in, a personal text, a copy to
// the company), the mail the server wrote read back: the invoice's PDF and its XRechnung attached
// (BT-10 the Leitweg-ID), and the list saying to whom and when it went.

const LEITWEG_ID = '04011000-1234512345-06';

/** Today's date in Berlin as ISO, the day the list shows for a mail sent now. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

for (const locale of ['de', 'en'] as const) {
  test(`Invoice mail (${locale}): a public-sector buyer’s invoice sent with its PDF and XRechnung, and listed as sent`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const tx = texts(locale);
    const dealer = await newDealer(page, { locale, withCompany: true });
    const vehicleId = await addVehicle(page, {
      make: 'VW',
      model: 'Crafter',
      brief_number: locale === 'de' ? 'AB3838383' : 'AB4848484',
      vin_code: locale === 'de' ? 'WV1ZZZSYZM9838383' : 'WV1ZZZSYZM9848484',
      first_registered: '2021-05-01',
      next_inspection: '2027-05-01',
      mileage: 41_000,
    });
    // Unique per run: the mailbox keeps the mails of earlier runs.
    const recipient = `e-rechnung-${Date.now().toString(36)}@stadtwerke-bonn.example`;
    await addCustomer(page, {
      type: 'BUSINESS',
      company_name: 'Stadtwerke Bonn, Fuhrpark',
      street_address: 'Sandkaule',
      house_number: '2',
      postal_code: '53111',
      city: 'Bonn',
      public_sector: true,
      buyer_reference: LEITWEG_ID,
      email: recipient,
    });
    const number = await sellWithInvoice(page, locale, {
      vehicleId,
      buyer: { typed: 'Stadtwerke Bonn', option: 'Stadtwerke Bonn, Fuhrpark, Bonn' },
      grossEuros: '41650',
    });

    // The documents list of the sale: "Send by e-mail" beside the invoice.
    const invoice = `${tx('trades.documents.types.INVOICE.title')} · ${tx('trades.generate.number', { number })}`;
    await page
      .getByRole('button', { name: tx('trades.generate.actionFor', { action: tx('trades.generate.mail'), document: invoice }) })
      .click();
    const dialog = page.getByRole('dialog', { name: tx('trades.generate.mailDialog.title', { document: invoice }) });
    await expect(dialog).toBeVisible();
    const to = dialog.getByLabel(tx('trades.generate.mailDialog.to'), { exact: true });
    await expect(to).toHaveValue(recipient);
    await expect(to).toBeFocused();
    // The files that will go: the PDF and the XRechnung.
    const files = dialog.getByRole('list', { name: tx('trades.generate.mailDialog.attachments') }).getByRole('listitem');
    await expect(files).toHaveCount(2);
    await expect(files.nth(1)).toHaveText(/-XRechnung\.xml$/);
    await expect(dialog.getByText(tx('trades.generate.mailDialog.xrechnung'))).toBeVisible();

    // A malformed address is refused at the field, in the UI language, before anything is sent.
    await to.fill('stadtwerke-bonn.example');
    await dialog.getByRole('button', { name: tx('trades.generate.mailDialog.send'), exact: true }).click();
    await expect(dialog.getByText(tx('errors.9027'))).toBeVisible();
    await to.fill(recipient);
    const message =
      locale === 'de' ? 'Wie telefonisch besprochen, anbei die Rechnung.' : 'As agreed on the phone, here is the invoice.';
    await dialog.getByLabel(tx('trades.generate.mailDialog.message'), { exact: true }).fill(message);
    await dialog.getByRole('checkbox', { name: tx('trades.generate.mailDialog.copy') }).check();
    await captureScreens(page, `invoice-mail-dialog-${locale}`);

    const seen = await seenMails(recipient);
    await dialog.getByRole('button', { name: tx('trades.generate.mailDialog.send'), exact: true }).click();
    await expect(page.getByText(tx('trades.generate.mailDialog.sent', { recipient }))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The mail as the server wrote it: the buyer's, with the personal text, the PDF and the XRechnung.
    const mail = await waitForMail(recipient, () => true, seen);
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(message);
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf', 'application/xml']);
    const [pdf, xml] = mail.attachments;
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(xml!.filename).toBe(`${pdf!.filename.replace(/\.pdf$/, '')}-XRechnung.xml`);
    expect(xml!.content.toString('utf8')).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    // The copy to the company's own address.
    const copy = await waitForMail(dealer.email, (candidate) => candidate.subject.includes(number));
    expect(copy.attachments).toHaveLength(2);

    // The list says to whom and when (the UI language's date, a time of day).
    const [before, after] = tx('trades.generate.sentTo', { recipient, date: day(berlinToday(), locale), time: '\u0000' }).split(
      '\u0000',
    );
    await expect(page.getByText(new RegExp(`${escapeRegExp(before!)}\\d{2}:\\d{2}${escapeRegExp(after!)}`))).toBeVisible();
    await captureScreens(page, `invoice-mail-sent-${locale}`);
  });
}
