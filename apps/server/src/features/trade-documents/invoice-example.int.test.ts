import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addVat } from '@kontor/domain/vat';
import { companyFormFields } from '../../test/company-factories';
import { createCompanyUser, createUser } from '../../test/factories';
import { multipart, sampleFiles } from '../../test/multipart';
import { useTestContext } from '../../test/test-context';

const t = useTestContext();

/** The PDF's text, read back by pdf.js (its content streams are compressed), and its lines as laid out. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number; lines: string[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return {
    text: text.replace(/\s+/g, ' '),
    pages: totalPages,
    lines: text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()),
  };
}

/** Changes the caller's company data through the API, as the profile form does. */
async function updateCompany(headers: Record<string, string>, overrides: Record<string, string>) {
  const body = await multipart(companyFormFields(overrides));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/company/update',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
}

async function setTerms(headers: Record<string, string>, terms: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/user/company/custom-templates',
    headers,
    payload: { invoice_template: { layout: 'CLASSIC', terms }, contract_template: { layout: 'CLASSIC' } },
  });
  expect(response.statusCode).toBe(200);
}

const example = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/invoice-example', headers });

describe('GET /api/user/invoice-example', () => {
  it('renders a sample invoice with the next number, the template, the bank data and embedded fonts (German)', async () => {
    const user = await createCompanyUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/company/invoice-number',
      headers: user.headers,
      payload: { prefix: 'RE-', root: '41', padding: 4 },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/company/custom-templates',
      headers: user.headers,
      payload: {
        invoice_template: {
          layout: 'MODERN',
          header_note: 'Vielen Dank für Ihren Einkauf!',
          footer: 'Autohaus seit 1987',
          terms: 'Es gelten unsere AGB.',
        },
        contract_template: { layout: 'CLASSIC' },
      },
    });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers })
    ).json();

    const response = await example(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('invoice-example.pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The fonts travel inside the file (TrueType font programs), not as references to standard fonts.
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(pdf.toString('latin1')).toContain('DejaVuSans');

    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Rechnung RE-0041');
    expect(text).toContain('MUSTER – keine gültige Rechnung');
    expect(text).toContain('Vielen Dank für Ihren Einkauf!');
    expect(text).toContain('Es gelten unsere AGB.');
    expect(text).toContain('Autohaus seit 1987');
    expect(text).toContain('Erika Mustermann');
    expect(text).toContain('FIN: WVWZZZCDZMW000001');
    expect(text).toContain('Kilometerstand: 42.300 km');
    expect(text).toContain('USt-IdNr.: DE136695976');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    // 15.000,00 € net, 19 % VAT, 17.850,00 € gross (no-break spaces normalised to spaces above).
    expect(text).toMatch(/15\.000,00\s€/);
    expect(text).toMatch(/2\.850,00\s€/);
    expect(text).toMatch(/17\.850,00\s€/);

    // The example only previews the number: the series still starts there.
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers })
    ).json();
    expect(after).toEqual(before);
  });

  it('speaks English by the locale cookie and shows the logo when there is one', async () => {
    const user = await createCompanyUser(t);
    const withoutLogo = await example({ ...user.headers, cookie: 'kontor_locale=en' });
    const logo = await multipart(companyFormFields(), [{ field: 'logo', filename: 'logo.png', content: sampleFiles.png }]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/update',
      headers: { ...user.headers, ...logo.headers },
      payload: logo.payload,
    });
    expect(updated.json().data.has_logo).toBe(true);

    const withLogo = await example({ ...user.headers, cookie: 'kontor_locale=en' });
    expect(withLogo.statusCode).toBe(200);
    const { text } = await pdfText(withLogo.rawPayload);
    expect(text).toContain('Invoice 1');
    expect(text).toContain('SAMPLE – not a valid invoice');
    expect(text).toContain('VIN: WVWZZZCDZMW000001');
    expect(text).toMatch(/€15,000\.00/);
    // The logo is an image in the file.
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(withoutLogo.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it("shows only the caller's own company, and asks for login and a company", async () => {
    const owner = await createCompanyUser(t);
    const stranger = await createCompanyUser(t);
    const [own, foreign] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/company', headers: owner.headers }),
      example(stranger.headers),
    ]);
    const { text } = await pdfText(foreign.rawPayload);
    expect(text).not.toContain(own.json().data.legal_name);

    expect((await t.app.inject({ method: 'GET', url: '/api/user/invoice-example' })).statusCode).toBe(401);
    const withoutCompany = await createUser(t);
    expect((await example(withoutCompany.headers)).statusCode).toBe(403);
  });
});

describe('the seller on the sample invoice', () => {
  it('prints the full name with the legal form, once, and the role the form gives the representative', async () => {
    const user = await createCompanyUser(t);
    await updateCompany(user.headers, { legal_name: 'Autohaus Händler', type: 'GMBH' });
    const { text } = await pdfText((await example(user.headers)).rawPayload);
    expect(text).toContain('Autohaus Händler GmbH');
    expect(text).not.toContain('GmbH GmbH');
    expect(text).toContain('Geschäftsführer: Max Mustermann');
    expect(text).not.toContain('Inhaber');

    await updateCompany(user.headers, { legal_name: 'Autohaus Händler GmbH', type: 'GMBH' });
    const typedWithForm = (await pdfText((await example(user.headers)).rawPayload)).text;
    expect(typedWithForm).toContain('Autohaus Händler GmbH');
    expect(typedWithForm).not.toContain('GmbH GmbH');

    await updateCompany(user.headers, { legal_name: 'Autohaus Händler', type: 'GMBH_CO_KG' });
    const english = (await pdfText((await example({ ...user.headers, cookie: 'kontor_locale=en' })).rawPayload)).text;
    expect(english).toContain('Autohaus Händler GmbH & Co. KG');
    expect(english).toContain('Managing director: Max Mustermann');

    await updateCompany(user.headers, { legal_name: 'Autohandel Schmidt', type: 'EK', owner: 'Eva Schmidt' });
    const merchant = (await pdfText((await example(user.headers)).rawPayload)).text;
    expect(merchant).toContain('Autohandel Schmidt e.K.');
    expect(merchant).toContain('Inhaber: Eva Schmidt');

    await updateCompany(user.headers, { legal_name: 'Müller & Partner', type: 'OHG', owner: 'Jan Müller' });
    const partners = (await pdfText((await example(user.headers)).rawPayload)).text;
    expect(partners).toContain('Müller & Partner OHG');
    expect(partners).toContain('Gesellschafter: Jan Müller');
  });

  it("prints the dealer's own terms instead of the fixed payment line, and the fixed line only without terms", async () => {
    const user = await createCompanyUser(t);
    const fixed = 'Zahlbar ohne Abzug innerhalb von 14 Tagen auf das oben genannte Konto.';
    const terms = 'Zahlbar sofort ohne Abzug. Es gelten unsere AGB.';
    await setTerms(user.headers, terms);
    const withTerms = (await pdfText((await example(user.headers)).rawPayload)).text;
    expect(withTerms.split('Zahlbar')).toHaveLength(2);
    expect(withTerms).toContain(terms);
    expect(withTerms).not.toContain(fixed);

    await setTerms(user.headers, null);
    const withoutTerms = (await pdfText((await example(user.headers)).rawPayload)).text;
    expect(withoutTerms).toContain(fixed);
  });

  it('groups phone and IBAN for reading and wraps the footer between entries, never inside one', async () => {
    const user = await createCompanyUser(t);
    await updateCompany(user.headers, {
      legal_name: 'Autohaus Händler mit einem sehr langen Namen',
      phone: '+49309876543',
      commercial_register_name: 'Amtsgericht Berlin (Charlottenburg)',
      commercial_register_number: 'HRB 123456 B',
      website: 'https://www.autohaus-haendler-mit-einem-sehr-langen-namen-berlin.de',
      email: 'verkauf.gebrauchtwagen@autohaus-haendler-mit-einem-sehr-langen-namen.de',
    });
    const { text, lines } = await pdfText((await example(user.headers)).rawPayload);
    expect(text).toContain('Telefon: +49 30 9876543');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    const entries = [
      'Geschäftsführer: Max Mustermann',
      'Registergericht: Amtsgericht Berlin (Charlottenburg) HRB 123456 B',
      'Telefon: +49 30 9876543',
      'E-Mail: verkauf.gebrauchtwagen@autohaus-haendler-mit-einem-sehr-langen-namen.de',
      'https://www.autohaus-haendler-mit-einem-sehr-langen-namen-berlin.de',
      'Bank: Stadtsparkasse München',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
    ];
    for (const entry of entries)
      expect(
        lines.some((line) => line.includes(entry)),
        entry,
      ).toBe(true);
  });
});

describe("VAT on a net amount (addVat, which replaced the sample invoice's own vatCents)", () => {
  it('rounds half up to the cent', () => {
    expect(addVat(1_500_000, 19).vatCents).toBe(285_000);
    expect(addVat(1, 19).vatCents).toBe(0);
    expect(addVat(3, 19).vatCents).toBe(1); // 0.57 ct
    expect(addVat(50, 7).vatCents).toBe(4); // 3.5 ct
  });
});
