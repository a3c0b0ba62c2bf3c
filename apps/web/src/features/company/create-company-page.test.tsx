import { catalogs } from '@kontor/domain/i18n/catalogs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import CreateCompanyPage from './create-company-page';

const en = catalogs.en;
const fields = en.company.fields;

setUpScreenTests({ wide: true });

const countries = { status: 200, body: { data: [{ id: 82, iso2: 'DE', name_de: 'Deutschland', name_en: 'Germany' }] } };
const limits = {
  status: 200,
  body: { data: { max_mb: 10, max_files: 5, extensions: { general: ['pdf'], images: ['jpg'], logo: ['jpeg', 'png', 'jpg'] } } },
};

/** The bodies sent, as the kit reads them: the company goes as multipart fields (a file by its name). */
const sent = (calls: Call[]) => calls.filter((call) => call.body !== undefined).map((call) => call.body);

/** The page with its countries and upload limits; `create` answers POST /api/user/company. */
function renderPage(create: Answer) {
  const calls = stubServer({ '/api/countries': countries, '/api/uploads/limits': limits, '/api/user/company': create });
  const router = renderScreen(
    [
      { path: '/create-company', element: <CreateCompanyPage /> },
      { path: '/', element: <p>dashboard</p> },
    ],
    '/create-company',
  );
  return { calls, router };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.company.create.submit }));

/** A GmbH with every required field, as a dealer types it. */
const typed = {
  legalName: 'Autohaus Muster',
  owner: 'Erika Mustermann',
  streetAddress: 'Hauptstraße',
  houseNumber: '12a',
  postalCode: '80331',
  city: 'München',
  taxNumber: '143/123/45678',
  commercialRegisterNumber: 'HRB 123456',
  commercialRegisterName: 'Amtsgericht München',
  landlineNumber: '089 123456',
  bankName: 'Stadtsparkasse München',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const;

function fillValidCompany() {
  for (const [name, value] of Object.entries(typed)) type(fields[name as keyof typeof typed], value);
}

describe('CreateCompanyPage', { timeout: 15_000 }, () => {
  it('asks for every required field in English and sends nothing until they are there', async () => {
    const { calls } = renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    submit();
    // Name, owner, street, house number, postal code, city, tax number and VAT id (one of them),
    // register number and court (a GmbH), bank name, IBAN and BIC.
    await waitFor(() => expect(screen.getAllByText(en.errors['0001'])).toHaveLength(13));
    expect(sent(calls)).toEqual([]);
    // The first of them takes focus: a keyboard user is at the field that needs them.
    await waitFor(() => expect(document.activeElement).toBe(field(fields.legalName)));
    expect(screen.getByText(en.company.hints.taxOrVat)).toBeTruthy();
  });

  it('shows the name as invoices print it, with the legal form', async () => {
    renderPage({ status: 201, body: { data: {} } });
    type(fields.legalName, 'Autohaus Muster');
    expect(await screen.findByText('On invoices: Autohaus Muster GmbH')).toBeTruthy();
  });

  it('checks the postal code for the country (five digits in Germany)', async () => {
    const { calls } = renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    type(fields.postalCode, '8033');
    submit();
    expect(await screen.findByText(en.errors['0027'])).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a wrong IBAN and a wrong VAT id with their messages', async () => {
    renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    type(fields.iban, 'DE89 3704 0044 0532 0130 01');
    type(fields.vatId, 'DE 136 695 977');
    submit();
    expect(await screen.findByText(en.errors['9206'])).toBeTruthy();
    expect(await screen.findByText(en.errors['9403'])).toBeTruthy();
  });

  it('refuses another state’s VAT id for a German company at the field', async () => {
    const { calls } = renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    type(fields.vatId, 'ATU13585627');
    submit();
    expect(await screen.findByText(en.errors['9404'])).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('sends the company as multipart fields in snake_case, without a logo, and opens the dashboard', async () => {
    const { calls, router } = renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent(calls)).toEqual([
      {
        legal_name: 'Autohaus Muster',
        type: 'GMBH',
        owner: 'Erika Mustermann',
        street_address: 'Hauptstraße',
        house_number: '12a',
        postal_code: '80331',
        city: 'München',
        country_id: '82',
        tax_number: '143/123/45678',
        // Not a small business unless the dealer ticks it (§19 UStG).
        small_business: 'false',
        commercial_register_number: 'HRB 123456',
        commercial_register_name: 'Amtsgericht München',
        // Landline and fax go in E.164; the rest as typed (the server's schema compacts the IBAN).
        landline_number: '+4989123456',
        bank_name: 'Stadtsparkasse München',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      },
    ]);
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(await screen.findByText(en.company.create.created)).toBeTruthy();
  });

  it('sends a chosen logo as the file field logo with the company', async () => {
    const { calls, router } = renderPage({ status: 201, body: { data: {} } });
    const choose = (await screen.findByText(en.company.upload.chooseOne)).closest('button')!;
    await waitFor(() => expect(choose.hasAttribute('disabled')).toBe(false));
    fillValidCompany();
    const input = choose.closest('.ant-form-item')!.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent(calls)[0]).toMatchObject({ legal_name: 'Autohaus Muster', logo: { file: 'logo.png' } });
  });

  it('puts the server’s 422 field codes at their fields and keeps what was typed', async () => {
    const refused = { status: 422, body: { error: { code: '0001', fields: { postal_code: '0027', vat_id: '9202' } } } };
    const { calls, router } = renderPage(refused);
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    submit();
    expect(await screen.findByText(en.errors['0027'])).toBeTruthy();
    expect(screen.getByText(en.errors['9202'])).toBeTruthy();
    expect(sent(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/create-company');
    expect((field(fields.legalName) as HTMLInputElement).value).toBe('Autohaus Muster');
  });

  it('gives back what was typed after a reload or a new login in the tab, and forgets it once the company is created', async () => {
    renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    type(fields.legalName, 'Autohaus Muster');
    type(fields.iban, 'DE89 3704 0044 0532 0130 00');
    // The page goes (a reload, or the session ended and the login leads back) and comes again.
    cleanup();
    const { calls, router } = renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    expect((field(fields.legalName) as HTMLInputElement).value).toBe('Autohaus Muster');
    expect((field(fields.iban) as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 00');
    fillValidCompany();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent(calls)).toHaveLength(1);
    cleanup();
    renderPage({ status: 201, body: { data: {} } });
    await screen.findByText(en.company.upload.chooseOne);
    expect((field(fields.legalName) as HTMLInputElement).value).toBe('');
  });

  it('puts a refused logo (5002) at the logo field', async () => {
    renderPage({ status: 415, body: { error: { code: '5002' } } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    submit();
    await waitFor(() => expect(screen.getAllByText(en.errors['5002']).length).toBeGreaterThanOrEqual(1));
    const logoItem = screen.getByText(fields.logo).closest('.ant-form-item');
    expect(logoItem?.querySelector('.ant-form-item-explain')?.textContent).toBe(en.errors['5002']);
  });

  it('names the logo the server refused at the logo field and takes it out of the field', async () => {
    renderPage({ status: 415, body: { error: { code: '5002', message: 'logo.png: Unsupported file type', file: 'logo.png' } } });
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('logo.png')).toBeTruthy();
    submit();
    const logoItem = screen.getByText(fields.logo).closest('.ant-form-item');
    await waitFor(() =>
      expect(logoItem?.querySelector('.ant-form-item-explain')?.textContent).toBe(`logo.png: ${en.errors['5002']}`),
    );
    await waitFor(() =>
      expect(logoItem?.querySelectorAll('.ant-upload-list-item:not(.ant-upload-animate-leave)')).toHaveLength(0),
    );
  });

  it('creates the company once on a double click, or a second submit (Enter) while the first is on its way', async () => {
    let answer: (value: Response) => void = () => undefined;
    const { calls, router } = renderPage({ status: 201, body: { data: {} } });
    const server = vi.mocked(fetch);
    // The POST stays open until the test answers it: the second submit comes while it is in flight.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        init.method === 'POST' ? (server(url, init), new Promise<Response>((resolve) => (answer = resolve))) : server(url, init),
      ),
    );
    await screen.findByText(en.company.upload.chooseOne);
    fillValidCompany();
    const button = screen.getByRole('button', { name: en.company.create.submit });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    // Enter in a field submits the form without the button: the guard sits in the form.
    fireEvent.submit(button.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent(calls)).toHaveLength(1);
    answer(new Response(JSON.stringify({ data: {} }), { status: 201 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent(calls)).toHaveLength(1);
  });
});
