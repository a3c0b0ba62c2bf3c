import { keysToSnake } from '@kontor/domain/case';
import type { CustomTemplates } from '@kontor/domain/custom-templates';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { NumberingView } from '@kontor/domain/invoice-numbering';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import DocumentSettingsPage from './document-settings-page';

// /settings/document: both numbering series with their preview, automatic numbering, the custom
// templates and the sample invoice.

const en = catalogs.en;
const numbering = en.company.numbering;

setUpScreenTests({ wide: true });
// The download test spies on the anchor's click.
afterEach(() => vi.restoreAllMocks());

const view: NumberingView = {
  automaticNumbering: true,
  invoice: { prefix: 'RE-', root: '1', suffix: '', padding: 4, changingPart: 'ROOT', preview: 'RE-0001' },
  serviceInvoice: { prefix: 'WS', root: '100', suffix: '/26', padding: 0, changingPart: 'ROOT', preview: 'WS100/26' },
};

const templates: CustomTemplates = {
  invoiceTemplate: { layout: 'CLASSIC', headerNote: null, footer: 'Autohaus Sonne GmbH · Hauptstraße 12a', terms: null },
  contractTemplate: { layout: 'MODERN', headerNote: null, footer: null, terms: 'Sold as seen.' },
};

const ok = (data: unknown): Answer => ({ status: 200, body: { data: keysToSnake(data) } });

function renderPage(answers: Record<string, Answer | ((body: unknown) => Answer)> = {}): Call[] {
  return renderPageWithRouter(answers).calls;
}

function renderPageWithRouter(answers: Record<string, Answer | ((body: unknown) => Answer)> = {}) {
  const calls = stubServer({
    '/api/user/company/invoice-numbering': ok(view),
    '/api/user/company/custom-templates': ok(templates),
    ...answers,
  });
  const page = (
    <>
      <Link to="/customers">Customers</Link>
      <DocumentSettingsPage />
    </>
  );
  const router = renderScreen(
    [
      { path: '/settings/document', element: page },
      { path: '/customers', element: <p>customers</p> },
    ],
    '/settings/document',
  );
  return { calls, router };
}

const sent = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === path && call.body !== undefined).map((call) => call.body);
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const typeInto = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: true }), { target: { value } });
const preview = (scope: HTMLElement) => within(scope).getByText(/^Next number:/).textContent;

describe('the invoice numbering', { timeout: 15_000 }, () => {
  it('shows each series as stored with the number its next invoice gets', async () => {
    renderPage();
    const invoice = await card(numbering.invoice);
    expect((within(invoice).getByLabelText(numbering.prefix) as HTMLInputElement).value).toBe('RE-');
    expect((within(invoice).getByLabelText(numbering.padding) as HTMLInputElement).value).toBe('4');
    expect(preview(invoice)).toBe('Next number: RE-0001');
    expect(preview(await card(numbering.serviceInvoice))).toBe('Next number: WS100/26');
  });

  it('previews the number while the template is typed', async () => {
    renderPage();
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.root, '42');
    await waitFor(() => expect(preview(invoice)).toBe('Next number: RE-0042'));
    typeInto(invoice, numbering.padding, '6');
    await waitFor(() => expect(preview(invoice)).toBe('Next number: RE-000042'));
    typeInto(invoice, numbering.suffix, '/2026');
    await waitFor(() => expect(preview(invoice)).toBe('Next number: RE-000042/2026'));
    // A template that is no number has no next number.
    typeInto(invoice, numbering.root, 'A1');
    await waitFor(() => expect(preview(invoice)).toBe('Next number: –'));
  });

  it('refuses a changing part that is no number', async () => {
    const calls = renderPage();
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.root, 'A1');
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await within(invoice).findByText(en.errors['9209'])).toBeTruthy();
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([]);
  });

  it('keeps a prefix such as RE-2026- whole, and refuses one over 20 characters at the field naming the limit, never cutting it', async () => {
    const calls = renderPage();
    const invoice = await card(numbering.invoice);
    const prefix = within(invoice).getByLabelText(numbering.prefix) as HTMLInputElement;
    // Nothing in the field cuts what is typed or pasted.
    expect(prefix.getAttribute('maxlength')).toBeNull();
    typeInto(invoice, numbering.prefix, 'RE-2026-');
    typeInto(invoice, numbering.root, '1');
    await waitFor(() => expect(preview(invoice)).toBe('Next number: RE-2026-0001'));
    expect(prefix.value).toBe('RE-2026-');
    typeInto(invoice, numbering.prefix, 'RECHNUNG-WERKSTATT-2026');
    expect(prefix.value).toBe('RECHNUNG-WERKSTATT-2026');
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await within(invoice).findByText(en.errors['9210'])).toBeTruthy();
    expect(en.errors['9210']).toBe('At most 20 characters');
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([]);
  });

  it('refuses letters as the number of digits with the number field’s message', async () => {
    const calls = renderPage();
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.padding, 'vier');
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await within(invoice).findByText('Please enter a number only, e.g. 87,450')).toBeTruthy();
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([]);
  });

  it('names the range when the number of digits is too large, not a general error', async () => {
    const calls = renderPage();
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.padding, '13');
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await within(invoice).findByText('Please enter a number from 0 to 12')).toBeTruthy();
    expect(within(invoice).queryByText(en.errors['5003'])).toBeNull();
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([]);
  });

  it('asks for a number in the part that is chosen as the changing one', async () => {
    const calls = renderPage();
    const invoice = await card(numbering.invoice);
    fireEvent.mouseDown(within(invoice).getByLabelText(numbering.changingPart));
    await waitFor(() =>
      expect(document.querySelector(`.ant-select-item-option[title="${numbering.parts.PREFIX}"]`)).toBeTruthy(),
    );
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${numbering.parts.PREFIX}"]`)!);
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    // "RE-" is no number.
    expect(await within(invoice).findByText(en.errors['9209'])).toBeTruthy();
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([]);
  });

  it('saves the invoice series and the service invoice series each to their own address', async () => {
    const saved = { ...view, invoice: { ...view.invoice, root: '42', preview: 'RE-0042' } };
    const calls = renderPage({
      '/api/user/company/invoice-number': ok(saved),
      '/api/user/company/service-invoice-number': ok(saved),
    });
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.root, '42');
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await screen.findByText(numbering.invoiceUpdated)).toBeTruthy();
    expect(sent(calls, '/api/user/company/invoice-number')).toEqual([
      { prefix: 'RE-', root: '42', suffix: '', padding: 4, changing_part: 'ROOT' },
    ]);

    const service = await card(numbering.serviceInvoice);
    fireEvent.click(within(service).getByRole('button', { name: numbering.save }));
    expect(await screen.findByText(numbering.serviceInvoiceUpdated)).toBeTruthy();
    expect(sent(calls, '/api/user/company/service-invoice-number')).toEqual([
      { prefix: 'WS', root: '100', suffix: '/26', padding: 0, changing_part: 'ROOT' },
    ]);
  });

  it('puts the server’s 422 field codes at their fields', async () => {
    renderPage({
      '/api/user/company/invoice-number': { status: 422, body: { error: { code: '0001', fields: { prefix: '9210' } } } },
    });
    const invoice = await card(numbering.invoice);
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    expect(await within(invoice).findByText(en.errors['9210'])).toBeTruthy();
    expect(screen.queryByText(numbering.invoiceUpdated)).toBeNull();
  });
});

describe('automatic numbering', { timeout: 15_000 }, () => {
  it('is switched off and on with the configuration call and says which it is now', async () => {
    let on = true;
    const calls = renderPage({
      '/api/user/company/configurations/invoice-numbering': (body) => {
        on = (body as { config_value: string }).config_value === 'on';
        return ok({ ...view, automaticNumbering: on });
      },
    });
    const toggle = await screen.findByRole('switch', { name: numbering.automaticHint });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText(numbering.automaticOff)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    expect(await screen.findByText(numbering.automaticOn)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sent(calls, '/api/user/company/configurations/invoice-numbering')).toEqual([
      { config_value: 'off' },
      { config_value: 'on' },
    ]);
  });
});

describe('the custom templates and the sample invoice', { timeout: 15_000 }, () => {
  it('shows the stored texts and saves both templates, empty texts as null', async () => {
    const calls = renderPage();
    const card_ = await card(en.company.templates.title);
    const [invoiceNote] = within(card_).getAllByLabelText(en.company.templates.headerNote);
    const [, contractTerms] = within(card_).getAllByLabelText(en.company.templates.terms);
    expect((contractTerms as HTMLTextAreaElement).value).toBe('Sold as seen.');
    fireEvent.change(invoiceNote!, { target: { value: 'Thank you for your purchase' } });
    fireEvent.change(contractTerms!, { target: { value: '' } });
    fireEvent.click(within(card_).getByRole('button', { name: en.company.templates.save }));
    expect(await screen.findByText(en.company.templates.updated)).toBeTruthy();
    const puts = calls.filter((call) => call.path === '/api/user/company/custom-templates' && call.body !== undefined);
    expect(puts.map((call) => call.body)).toEqual([
      {
        invoice_template: {
          layout: 'CLASSIC',
          header_note: 'Thank you for your purchase',
          footer: 'Autohaus Sonne GmbH · Hauptstraße 12a',
          terms: null,
        },
        contract_template: { layout: 'MODERN', header_note: null, footer: null, terms: null },
      },
    ]);
  });

  it('downloads the sample invoice as a PDF under its translated file name', async () => {
    renderPage({ '/api/user/invoice-example': { status: 200, body: '%PDF-1.7' } });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:pdf'), revokeObjectURL: () => undefined }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const example = await card(en.company.example.title);
    fireEvent.click(within(example).getByText(en.company.example.download).closest('button')!);
    expect(await screen.findByText(en.company.example.downloaded)).toBeTruthy();
    expect(downloads).toEqual([en.company.example.fileName]);
    expect(await created[0]!.text()).toContain('%PDF-1.7');
  });
});

describe('leaving with unsaved changes', { timeout: 15_000 }, () => {
  const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Customers' }));

  it('asks while a series or the templates hold changes, and leaves without asking once they are saved', async () => {
    const { router } = renderPageWithRouter({
      '/api/user/company/invoice-number': ok(view),
      '/api/user/company/custom-templates': ok(templates),
    });
    const invoice = await card(numbering.invoice);
    typeInto(invoice, numbering.prefix, 'RG-');
    const texts = await card(en.company.templates.title);
    fireEvent.change(within(texts).getAllByLabelText(en.company.templates.terms)[0]!, { target: { value: 'Zahlbar sofort.' } });
    leave();
    const asked = await screen.findByRole('dialog');
    fireEvent.click(within(asked).getByRole('button', { name: en.common.unsaved.stay }));
    expect(router.state.location.pathname).toBe('/settings/document');
    expect((within(invoice).getByLabelText(numbering.prefix, { exact: true }) as HTMLInputElement).value).toBe('RG-');

    // Both saved: nothing is left behind.
    fireEvent.click(within(invoice).getByRole('button', { name: numbering.save }));
    await screen.findByText(numbering.invoiceUpdated);
    fireEvent.click(within(texts).getByRole('button', { name: en.company.templates.save }));
    await screen.findByText(en.company.templates.updated);
    leave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });
});
