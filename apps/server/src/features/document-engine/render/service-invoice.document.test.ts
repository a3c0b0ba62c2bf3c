import type { Locale } from '@kontor/domain/constants';
import { countryByIso2 } from '@kontor/domain/countries';
import { reversedServiceAmounts, type ServiceLine, serviceAmounts, type VatExemption } from '@kontor/domain/service-invoices';
import { describe, expect, it } from 'vitest';
import { documentFileName } from '../document-file-name';
import { formatMoney } from './document-formats';
import { renderDocument } from './render-document';
import {
  manyServiceLines,
  readPdf,
  sampleServiceContent,
  SERVICE_CANCELLATION_REASON,
  SERVICE_LINES,
  TEST_BUSINESS_BUYER,
} from './document-content.fixture';

// The service invoice (workshop work billed by lines), its cost estimate and its cancellation invoice in both languages:
// the §14 data, every line with its quantity as the language writes it, the totals to the cent as
// the domain's serviceAmounts computes them (never typed here), each VAT rate, the §19 notice, the
// cost estimate's validity, the cancellation's reference and reversed amounts, and long invoices
// running over pages with the table's header repeated and the totals after the last line.

// A text key without a text is printed as the key itself ("serviceInvoice.proposal.title"): none may show.
const UNTRANSLATED = /\b(common|invoice|cancellation|serviceInvoice)\.[a-zA-Z]/;
const VAT_LINE = /(Umsatzsteuer|VAT) \d+ %/;
/** Every amount of money on the page, as printed (de "-1.234,56 €", en "-€1,234.56"). */
const AMOUNTS = /-?(\d{1,3}(\.\d{3})*,\d{2} €|€\d{1,3}(,\d{3})*\.\d{2})/g;

const render = async (...args: Parameters<typeof sampleServiceContent>) => {
  const pdf = await readPdf(await renderDocument(sampleServiceContent(...args), { logo: null }));
  expect(pdf.text).not.toMatch(UNTRANSLATED);
  return pdf;
};

/** Money as the PDF reads back (its no-break spaces folded). */
const euro = (locale: Locale, cents: number) => formatMoney(locale, cents).replace(/\s/g, ' ');

/** How each language writes SERVICE_LINES' quantities (1,5 h, 4,5 l …) and their units, in a column of their own. */
const QUANTITIES = { de: ['1,5', '1', '4,5', '1', '1'], en: ['1.5', '1', '4.5', '1', '1'] };
const UNITS = { de: ['Std.', 'Stk.', 'l', 'pauschal', ''], en: ['h', 'pcs', 'l', 'lump sum', ''] };
const UNIT_OF = { HOUR: 0, PIECE: 1, LITRE: 2, LUMP_SUM: 3 } as const;

/** Each line as its table row reads: position, description, quantity, unit price and net (negated on a cancellation). */
function expectedRows(locale: Locale, input: { vatRate: 19 | 7 | 0; sign: 1 | -1 }): string[] {
  const amounts = serviceAmounts({ lines: SERVICE_LINES, vat: input.vatRate > 0, vatRate: input.vatRate });
  return SERVICE_LINES.map((line, index) => {
    const unit = euro(locale, input.sign * line.unitPrice);
    const counted = line.unit ? ` ${UNITS[locale][UNIT_OF[line.unit]]}` : '';
    return `${index + 1} ${line.description} ${QUANTITIES[locale][index]}${counted} ${unit} ${euro(locale, input.sign * amounts.lines[index]!.netCents)}`;
  });
}

/** The totals block as it reads: net, VAT and gross from serviceAmounts, in the language's words. */
function expectedTotals(locale: Locale, input: { vatRate: 19 | 7; sign: 1 | -1 }): string[] {
  const amounts = serviceAmounts({ lines: SERVICE_LINES, vat: true, vatRate: input.vatRate });
  const words = locale === 'de' ? ['Nettobetrag', 'Umsatzsteuer', 'Gesamtbetrag'] : ['Net amount', 'VAT', 'Total'];
  return [
    `${words[0]} ${euro(locale, input.sign * amounts.netCents)}`,
    `${words[1]} ${input.vatRate} % ${euro(locale, input.sign * amounts.vatCents)}`,
    `${words[2]} ${euro(locale, input.sign * amounts.grossCents)}`,
  ];
}

describe('the service invoice in German', () => {
  it('prints every §14 field: seller with tax number and VAT id, customer, number, date, Leistungsdatum, the vehicle, every line and the totals at 19 %', async () => {
    const { text, pages } = await render('INVOICE', 'de', {
      comments: 'Nächster Ölwechsel in 15.000 km.',
      template: { headerNote: 'Vielen Dank für Ihren Auftrag!' },
    });
    expect(pages).toHaveLength(1);
    for (const line of [
      'Autohaus Sonne GmbH',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 143/123/45678',
      'Frau Erika Mustermann Heidestraße 17 51147 Köln',
      'Rechnung S-2026-0017',
      'Rechnungsnummer S-2026-0017',
      'Rechnungsdatum 23.11.2026',
      'Leistungsdatum 20.11.2026',
      'Fahrzeug VW Golf 1.5 TSI',
      'Kennzeichen: M-AS 1234',
      'FIN: WVWZZZCDZMW000001',
      'Kilometerstand: 58.420 km',
      'Nächste HU: 05/2027',
      'Vielen Dank für Ihren Auftrag!',
      'Pos. Beschreibung Menge Einheit Einzelpreis (netto) Betrag (netto)',
      ...expectedRows('de', { vatRate: 19, sign: 1 }),
      ...expectedTotals('de', { vatRate: 19, sign: 1 }),
      'Zahlungsart Überweisung',
      'Fällig am 07.12.2026',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Zahlbar ohne Abzug innerhalb von 14 Tagen auf das oben genannte Konto.',
      'Bemerkungen Nächster Ölwechsel in 15.000 km.',
      'Seite 1 von 1',
    ]) {
      expect(text, line).toContain(line);
    }
    // The figures the domain computes, spelt out once: 261,85 € net, 49,75 € VAT (19 % of the net total: 49,7515), 311,60 €.
    expect(text).toContain('Nettobetrag 261,85 € Umsatzsteuer 19 % 49,75 € Gesamtbetrag 311,60 €');
    expect(text).not.toMatch(/§ 19|Kostenvoranschlag|Storn/);
  });

  it('prints each line’s unit in its own column, and a line stored without one with none', async () => {
    const { text } = await render('INVOICE', 'de', {
      lines: [
        { description: 'Arbeitszeit', quantity: 2, unit: 'HOUR', unitPrice: 8_900 },
        { description: 'Altteilentsorgung', quantity: 1, unitPrice: 500 },
      ],
    });
    expect(text).toContain('Pos. Beschreibung Menge Einheit Einzelpreis (netto) Betrag (netto)');
    expect(text).toContain('1 Arbeitszeit 2 Std. 89,00 € 178,00 €');
    expect(text).toContain('2 Altteilentsorgung 1 5,00 € 5,00 €');
  });

  it('prints VAT at 7 %', async () => {
    const { text } = await render('INVOICE', 'de', { vatRate: 7 });
    for (const line of [...expectedRows('de', { vatRate: 7, sign: 1 }), ...expectedTotals('de', { vatRate: 7, sign: 1 })])
      expect(text, line).toContain(line);
    expect(text).toContain('Umsatzsteuer 7 % 18,33 €');
    expect(text).not.toContain('19 %');
  });

  it('without VAT prints only the total and the small-business notice of § 19 UStG, and no "netto"', async () => {
    const { text } = await render('INVOICE', 'de', { vatRate: 0 });
    const amounts = serviceAmounts({ lines: SERVICE_LINES, vat: false, vatRate: 0 });
    expect(text).toContain(`Gesamtbetrag ${euro('de', amounts.grossCents)}`);
    expect(text).toContain('Gesamtbetrag 261,85 €');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toMatch(VAT_LINE);
    expect(text).not.toMatch(/Nettobetrag|netto/);
    for (const row of expectedRows('de', { vatRate: 0, sign: 1 })) expect(text, row).toContain(row);
  });

  it('writes quantities with up to three decimals, and pays cash at once', async () => {
    const lines: ServiceLine[] = [
      { description: 'Bremsflüssigkeit DOT 4', quantity: 0.125, unitPrice: 1_450 },
      { description: 'Arbeitszeit Bremsen', quantity: 2.25, unitPrice: 8_900 },
      { description: 'Unterlegscheibe', quantity: 1_000, unitPrice: 2 },
    ];
    const { text } = await render('INVOICE', 'de', { lines, payment: { paymentType: 'IMMEDIATE', paymentMethod: 'CASH' } });
    // 0,125 × 14,50 € = 1,8125 € → 1,81 €; 2,25 × 89,00 € = 200,25 €; 1.000 × 0,02 € = 20,00 €.
    expect(text).toContain('1 Bremsflüssigkeit DOT 4 0,125 14,50 € 1,81 €');
    expect(text).toContain('2 Arbeitszeit Bremsen 2,25 89,00 € 200,25 €');
    expect(text).toContain('3 Unterlegscheibe 1.000 0,02 € 20,00 €');
    expect(text).toContain('Zahlungsart Barzahlung');
    expect(text).toContain('Fällig sofort');
    expect(text).toContain('Zahlbar sofort ohne Abzug.');
  });

  it('names the vehicle by what is known of it, and leaves it out when nothing is', async () => {
    const plateOnly = await render('INVOICE', 'de', {
      vehicle: { make: null, model: null, vinCode: null, mileage: null, nextInspection: null },
    });
    expect(plateOnly.text).toContain('Fahrzeug Kennzeichen: M-AS 1234');
    expect(plateOnly.text).not.toMatch(/FIN|Kilometerstand|Nächste HU/);
    const none = await render('INVOICE', 'de', {
      vehicle: { make: null, model: null, licencePlate: null, vinCode: null, mileage: null, nextInspection: null },
    });
    expect(none.text).not.toMatch(/Fahrzeug|Kennzeichen/);
    expect(none.text).toContain('Leistungsdatum 20.11.2026');
  });

  it('prints the cost estimate with its number, date and validity, the lines and totals, that it is no invoice, and no due date', async () => {
    const { text } = await render('PROPOSAL', 'de', { template: { terms: 'Es gelten unsere AGB.' } });
    for (const line of [
      'Kostenvoranschlag KV-2026-0005',
      'Kostenvoranschlag Nr. KV-2026-0005',
      'Datum 23.11.2026',
      'Gültig bis 23.12.2026',
      'Fahrzeug VW Golf 1.5 TSI',
      'Kennzeichen: M-AS 1234',
      'FIN: WVWZZZCDZMW000001',
      ...expectedRows('de', { vatRate: 19, sign: 1 }),
      ...expectedTotals('de', { vatRate: 19, sign: 1 }),
      'Dieser Kostenvoranschlag ist gültig bis 23.12.2026.',
      'Dieser Kostenvoranschlag ist keine Rechnung und berechtigt nicht zum Vorsteuerabzug.',
      'Es gelten unsere AGB.',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toMatch(/Rechnungsnummer|Rechnungsdatum|Leistungsdatum|Fällig|Zahlbar|Zahlungsart|Bankverbindung/);
  });

  it('prints the cost estimate without VAT with the § 19 notice', async () => {
    const { text } = await render('PROPOSAL', 'de', { vatRate: 0 });
    expect(text).toContain('Gesamtbetrag 261,85 €');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
    expect(text).not.toMatch(VAT_LINE);
  });

  it('prints the cancellation invoice: own number and date, the canceled invoice and its date, the reason, every amount negative, the credit', async () => {
    const { text } = await render('CANCELLATION', 'de', {
      template: { headerNote: 'Vielen Dank für Ihren Auftrag!', terms: 'Es gelten unsere AGB.' },
    });
    for (const line of [
      'Stornorechnung S-2026-0018',
      'Stornorechnungsnummer S-2026-0018',
      'Stornodatum 02.12.2026',
      'Zur Rechnung Nr. S-2026-0017',
      'Rechnungsdatum 23.11.2026',
      'Leistungsdatum 20.11.2026',
      'Stornierung der Rechnung Nr. S-2026-0017 vom 23.11.2026',
      `Grund der Stornierung ${SERVICE_CANCELLATION_REASON}`,
      'Fahrzeug VW Golf 1.5 TSI',
      'FIN: WVWZZZCDZMW000001',
      ...expectedRows('de', { vatRate: 19, sign: -1 }),
      ...expectedTotals('de', { vatRate: 19, sign: -1 }),
      'Nettobetrag -261,85 € Umsatzsteuer 19 % -49,75 € Gesamtbetrag -311,60 €',
      'Der Betrag wird Ihnen gutgeschrieben',
    ]) {
      expect(text, line).toContain(line);
    }
    const amounts = text.match(AMOUNTS)!;
    expect(amounts.length).toBe(2 * SERVICE_LINES.length + 3);
    expect(amounts.filter((amount) => !amount.startsWith('-'))).toEqual([]);
    expect(text).not.toMatch(/Fällig|Zahlbar|Zahlungsart|Vielen Dank für Ihren Auftrag|Es gelten unsere AGB/);
  });

  it('keeps the invoice’s § 19 notice on the cancellation of an invoice without VAT', async () => {
    const { text } = await render('CANCELLATION', 'de', { vatRate: 0 });
    expect(text).toContain('Gesamtbetrag -261,85 €');
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
    expect(text).not.toMatch(VAT_LINE);
  });
});

describe('the service invoice in English', () => {
  it('prints the §14 fields, the lines with English quantities and money, and the totals at 19 %', async () => {
    const { text } = await render('INVOICE', 'en');
    for (const line of [
      'Invoice S-2026-0017',
      'Invoice number S-2026-0017',
      'Invoice date 23 Nov 2026',
      'Date of service 20 Nov 2026',
      'Vehicle VW Golf 1.5 TSI',
      'Licence plate: M-AS 1234',
      'VIN: WVWZZZCDZMW000001',
      'Mileage: 58,420 km',
      'Next inspection (HU): 05/2027',
      'Mrs Erika Mustermann',
      'No. Description Qty Unit Unit price (net) Amount (net)',
      ...expectedRows('en', { vatRate: 19, sign: 1 }),
      ...expectedTotals('en', { vatRate: 19, sign: 1 }),
      'Net amount €261.85 VAT 19 % €49.75 Total €311.60',
      'Payment method Bank transfer',
      'Due on 7 Dec 2026',
      'Payable without deduction within 14 days to the account above.',
      'VAT ID: DE136695976',
      'Tax number: 143/123/45678',
      'Page 1 of 1',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('prints VAT at 7 %, and the § 19 notice without VAT', async () => {
    const reduced = await render('INVOICE', 'en', { vatRate: 7 });
    for (const line of expectedTotals('en', { vatRate: 7, sign: 1 })) expect(reduced.text, line).toContain(line);
    expect(reduced.text).toContain('VAT 7 % €18.33');
    const noVat = await render('INVOICE', 'en', { vatRate: 0 });
    expect(noVat.text).toContain('Total €261.85');
    expect(noVat.text).toContain('No VAT is charged under § 19 UStG (small business scheme).');
    expect(noVat.text).not.toMatch(VAT_LINE);
  });

  it('prints the cost estimate with its validity and that it is no invoice', async () => {
    const { text } = await render('PROPOSAL', 'en');
    for (const line of [
      'Cost estimate KV-2026-0005',
      'Cost estimate no. KV-2026-0005',
      'Date 23 Nov 2026',
      'Valid until 23 Dec 2026',
      ...expectedRows('en', { vatRate: 19, sign: 1 }),
      ...expectedTotals('en', { vatRate: 19, sign: 1 }),
      'This cost estimate is valid until 23 Dec 2026.',
      'This cost estimate is not an invoice',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toMatch(/Due on|Payable|Payment method|Date of service/);
  });

  it('prints the cancellation invoice with the reference, the reason and negative amounts', async () => {
    const { text } = await render('CANCELLATION', 'en');
    for (const line of [
      'Cancellation invoice S-2026-0018',
      'Cancellation invoice no. S-2026-0018',
      'Cancellation date 2 Dec 2026',
      'Canceled invoice no. S-2026-0017',
      'Cancellation of invoice no. S-2026-0017 of 23 Nov 2026',
      `Reason for the cancellation ${SERVICE_CANCELLATION_REASON}`,
      ...expectedRows('en', { vatRate: 19, sign: -1 }),
      ...expectedTotals('en', { vatRate: 19, sign: -1 }),
      'The amount is credited to you',
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text.match(AMOUNTS)!.filter((amount) => !amount.startsWith('-'))).toEqual([]);
  });
});

describe('a long service invoice', () => {
  /** The first text item on the page that starts with `text` (its y counts from the page's bottom). */
  const positionOf = (page: { items: Array<{ str: string; y: number }> }, text: string) =>
    page.items.find((item) => item.str.startsWith(text));

  it.each(['de', 'en'] as const)(
    'runs 30 lines over two pages, repeats the header, keeps every line and puts the totals after the last (%s)',
    async (locale) => {
      const lines = manyServiceLines(30);
      const { text, pages } = await render('INVOICE', locale, { lines, template: { footer: 'Meisterbetrieb seit 1987' } });
      expect(pages).toHaveLength(2);
      const header =
        locale === 'de'
          ? 'Pos. Beschreibung Menge Einheit Einzelpreis (netto) Betrag (netto)'
          : 'No. Description Qty Unit Unit price (net) Amount (net)';
      for (const page of pages) expect(page.text).toContain(header);
      const amounts = serviceAmounts({ lines, vat: true, vatRate: 19 });
      lines.forEach((line, index) => expect(text, line.description).toContain(`${index + 1} ${line.description}`));
      lines.forEach((line) =>
        expect(text).toContain(
          `${line.description} ${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(line.quantity)}`,
        ),
      );
      lines.forEach((_, index) => expect(text).toContain(euro(locale, amounts.lines[index]!.netCents)));
      expect(pages[0]!.text).toContain(locale === 'de' ? 'Seite 1 von 2' : 'Page 1 of 2');
      // The totals follow the last line on the last page, below it (PDF y grows upwards).
      const last = pages[1]!;
      const total = locale === 'de' ? 'Gesamtbetrag' : 'Total';
      expect(last.text).toContain(`${total} ${euro(locale, amounts.grossCents)}`);
      expect(pages[0]!.text).not.toContain(`${total} `);
      expect(positionOf(last, total)!.y).toBeLessThan(positionOf(last, 'Pos. 30:')!.y);
      for (const page of pages) {
        // No line runs into the footer: everything above the template's footer line is the body.
        const footer = positionOf(page, 'Meisterbetrieb seit 1987')!;
        const lowestLine = Math.min(
          ...page.items.filter((item) => item.str.startsWith('Pos. ') && item.str.includes(':')).map((item) => item.y),
        );
        expect(lowestLine - footer.y).toBeGreaterThan(20);
      }
    },
  );

  it('runs 100 lines (the most a service invoice has) over four pages with every line', async () => {
    const lines = manyServiceLines(100);
    const { text, pages } = await render('INVOICE', 'de', { lines });
    expect(pages.length).toBeGreaterThanOrEqual(4);
    // Every page the lines run over repeats the header (a last page may carry only the payment terms).
    for (const page of pages.filter((each) => /Pos\. \d+:/.test(each.text)))
      expect(page.text).toContain('Pos. Beschreibung Menge');
    lines.forEach((line, index) => expect(text, line.description).toContain(`${index + 1} ${line.description}`));
    const amounts = serviceAmounts({ lines, vat: true, vatRate: 19 });
    // The totals stay with the last line (the payment terms may follow on a page of their own).
    expect(pages.find((page) => page.text.includes('Pos. 100:'))!.text).toContain(
      `Gesamtbetrag ${euro('de', amounts.grossCents)}`,
    );
    expect(pages.at(-1)!.text).toContain(`Seite ${pages.length} von ${pages.length}`);
  });
});

describe('a service without VAT for a foreign business (§3a Abs. 2 UStG)', () => {
  const SWISS_BUSINESS = {
    ...TEST_BUSINESS_BUYER,
    companyName: 'Garage Zürichsee AG',
    countryId: countryByIso2('CH')!.id,
    vatId: null,
  };

  /** The document of `type` without VAT for `exemption`, to TEST_BUSINESS_BUYER (a French business) unless another customer is given. */
  const renderWithout = async (
    type: 'INVOICE' | 'PROPOSAL' | 'CANCELLATION',
    locale: Locale,
    input: { exemption: VatExemption; customer?: typeof TEST_BUSINESS_BUYER },
  ) => {
    const content = sampleServiceContent(type, locale, { vatRate: 0 });
    const amounts = serviceAmounts({ lines: SERVICE_LINES, vat: false, vatRate: 19, vatExemption: input.exemption });
    const pdf = await renderDocument(
      {
        ...content,
        customer: input.customer ?? TEST_BUSINESS_BUYER,
        amounts: type === 'CANCELLATION' ? reversedServiceAmounts(amounts) : amounts,
      },
      { logo: null },
    );
    return readPdf(pdf);
  };

  it('reverse charge: no VAT line, the §13b notice and both VAT ids, on the invoice, its cost estimate and its cancellation (de)', async () => {
    for (const type of ['INVOICE', 'PROPOSAL', 'CANCELLATION'] as const) {
      const { text } = await renderWithout(type, 'de', { exemption: 'REVERSE_CHARGE' });
      expect(text, type).toContain('Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)');
      expect(text, type).toContain('USt-IdNr. des leistenden Unternehmers: DE136695976');
      expect(text, type).toContain('USt-IdNr. des Leistungsempfängers: FR40303265045');
      expect(text, type).not.toMatch(VAT_LINE);
      expect(text, type).not.toMatch(/§ 19|Kleinunternehmer/);
      expect(text, type).not.toMatch(UNTRANSLATED);
    }
    const { text } = await renderWithout('CANCELLATION', 'de', { exemption: 'REVERSE_CHARGE' });
    expect(text).toContain(`Gesamtbetrag ${euro('de', -26_185)}`);
  });

  it('reverse charge in English', async () => {
    const { text } = await renderWithout('INVOICE', 'en', { exemption: 'REVERSE_CHARGE' });
    expect(text).toContain('Reverse charge: VAT is owed by the recipient (§13b UStG, Art. 196 VAT Directive)');
    expect(text).toContain("Supplier's VAT ID: DE136695976");
    expect(text).toContain("Recipient's VAT ID: FR40303265045");
    expect(text).not.toMatch(VAT_LINE);
    expect(text).not.toMatch(/§ ?19/);
  });

  it.each([
    ['de', 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG)', 'Gesamtbetrag 261,85 €'],
    ['en', 'Not taxable in Germany (§3a(2) UStG)', 'Total €261.85'],
  ] as const)(
    'not taxable in Germany: no VAT line and the §3a notice, on the invoice and its cost estimate (%s)',
    async (locale, notice, total) => {
      for (const type of ['INVOICE', 'PROPOSAL'] as const) {
        const { text } = await renderWithout(type, locale, { exemption: 'NOT_TAXABLE', customer: SWISS_BUSINESS });
        expect(text, type).toContain(notice);
        expect(text, type).toContain(total);
        expect(text, type).not.toMatch(VAT_LINE);
        expect(text, type).not.toMatch(/§ ?19|13b/);
      }
    },
  );

  it('a cancellation of an invoice stored before the reason existed keeps its §19 notice', async () => {
    const { vatExemption: _none, ...old } = serviceAmounts({ lines: SERVICE_LINES, vat: false, vatRate: 19 });
    const content = sampleServiceContent('CANCELLATION', 'de', { vatRate: 0 });
    const { text } = await readPdf(await renderDocument({ ...content, amounts: reversedServiceAmounts(old) }, { logo: null }));
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
  });
});

describe('service document file names', () => {
  it('names each by its own number, in the document’s language', () => {
    expect(documentFileName(sampleServiceContent('INVOICE', 'de'), 1)).toBe('Rechnung-S-2026-0017.pdf');
    expect(documentFileName(sampleServiceContent('INVOICE', 'en'), 2)).toBe('Invoice-S-2026-0017.pdf');
    expect(documentFileName(sampleServiceContent('PROPOSAL', 'de'), 1)).toBe('Kostenvoranschlag-KV-2026-0005.pdf');
    expect(documentFileName(sampleServiceContent('PROPOSAL', 'en'), 1)).toBe('Cost-estimate-KV-2026-0005.pdf');
    expect(documentFileName(sampleServiceContent('CANCELLATION', 'de'), 1)).toBe('Stornorechnung-S-2026-0018.pdf');
    expect(documentFileName(sampleServiceContent('CANCELLATION', 'en'), 1)).toBe('Cancellation-invoice-S-2026-0018.pdf');
  });

  it('keeps a number with slashes portable and needs no vehicle', () => {
    const content = sampleServiceContent('INVOICE', 'de', { vehicle: { make: null, model: null } });
    expect(documentFileName({ ...content, number: 'S/2026/17' }, 1)).toBe('Rechnung-S-2026-17.pdf');
  });
});
