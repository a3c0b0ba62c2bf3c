import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { VehicleFileTabs } from './vehicle-photos';

// The Documents tab: the documents Kontor generated for the sale and the purchase (type, number,
// version, date, language, size; view, download, print and all as ZIP by signed URLs; never
// deleted; the purchase's marked) above the uploaded ones. The list is the wizards'
// (ui/generated-document-list).

setUpScreenTests({ wide: true });
// Dates and sizes follow the language cookie; the texts are English.
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
});

const generated = (id: string, fields: Record<string, unknown>) => ({
  id,
  trade_id: 't1',
  order_type: 'SELLING',
  vehicle_id: 'v1',
  number: null,
  canceled: false,
  version: 1,
  language: 'de',
  issued_on: '2026-11-20',
  file_name: `${id}.pdf`,
  size: 48_640,
  created_at: '2026-11-20T10:00:00Z',
  ...fields,
});

const uploaded = {
  id: 'u1',
  vehicle_id: 'v1',
  file_name: 'gutachten.pdf',
  mime_type: 'application/pdf',
  size: 2_400_000,
  created_at: '2026-11-01T10:00:00Z',
};

function renderTab() {
  const calls = stubServer({
    '/api/user/vehicles/v1/documents/generated': {
      status: 200,
      body: {
        data: [
          generated('d2', { document_type: 'CONTRACT', version: 2, language: 'en', file_name: 'kaufvertrag-2.pdf' }),
          generated('d1', { document_type: 'INVOICE', number: 'RE-2026-0042', file_name: 'rechnung-RE-2026-0042.pdf' }),
          generated('d3', { trade_id: 't0', order_type: 'BUYING', document_type: 'CONTRACT', file_name: 'ankaufvertrag.pdf' }),
        ],
      },
    },
    '/api/user/vehicles/v1/documents/uploaded': { status: 200, body: { data: [uploaded] } },
    '/api/user/vehicles/v1/documents/d1/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/d1?expires=1&signature=s', expires_at: '2026-11-20T10:05:00Z' } },
    },
    '/api/user/vehicles/v1/documents/d2/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/d2?expires=1&signature=s', expires_at: '2026-11-20T10:05:00Z' } },
    },
    '/api/user/vehicles/v1/documents/d3/view': {
      status: 200,
      body: { data: { url: '/api/files/generated-documents/d3?expires=1&signature=s', expires_at: '2026-11-20T10:05:00Z' } },
    },
    '/api/files/generated-documents/d1': { status: 200, body: { pdf: true } },
    '/api/files/generated-documents/d3': { status: 200, body: { pdf: 3 } },
    '/api/files/generated-documents/d2': { status: 200, body: { pdf: 2 } },
    '/api/uploads/limits': {
      status: 200,
      body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
    },
  });
  // The file itself is fetched with no options at all (no token); the stub expects some.
  const server = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => server(url, init ?? {})),
  );
  renderScreen([{ path: '/vehicles/v1', element: <VehicleFileTabs vehicleId="v1" /> }], '/vehicles/v1');
  return calls;
}

describe('the documents tab', () => {
  it('lists the generated documents with their facts, and no delete button for them', async () => {
    renderTab();
    const invoice = (await screen.findByText('Invoice · No. RE-2026-0042')).closest('li')!;
    // A 48 KB PDF reads so (not "0 MB").
    expect(within(invoice).getByText('20/11/2026 · Deutsch · 48 KB')).toBeTruthy();
    expect(within(invoice).getByRole('button', { name: 'View: Invoice · No. RE-2026-0042' })).toBeTruthy();
    expect(within(invoice).getByRole('button', { name: 'Download: Invoice · No. RE-2026-0042' })).toBeTruthy();
    expect(within(invoice).getByRole('button', { name: 'Print: Invoice · No. RE-2026-0042' })).toBeTruthy();
    // Kept by law: a lock that says so instead of a delete button.
    expect(within(invoice).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.getByRole('img', { name: /cannot be deleted/ })).toBeTruthy();

    const contract = screen.getByText('Sales contract · Version 2').closest('li')!;
    expect(within(contract).getByText('20/11/2026 · English · 48 KB')).toBeTruthy();
    expect(within(contract).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(within(contract).queryByText('Purchase')).toBeNull();
    // The purchase's contract is its own document, marked as the purchase's.
    const purchaseContract = screen.getByText('Purchase contract').closest('li')!;
    expect(within(purchaseContract).getByText('Purchase')).toBeTruthy();
    expect(within(purchaseContract).getByRole('button', { name: 'Download: Purchase contract' })).toBeTruthy();

    // The uploaded documents stay as they were, deletable.
    const report = (await screen.findByText('gutachten.pdf')).closest('li')!;
    // The size is kept on one line (its own span), after the day.
    expect(report.textContent).toContain('01/11/2026 · 2.3 MB');
    expect(within(report).getByText('2.3 MB').style.whiteSpace).toBe('nowrap');
    expect(within(report).getByRole('button', { name: 'Delete document: gutachten.pdf' })).toBeTruthy();
  }, 20_000);

  it('starts the question before deleting an uploaded document on Cancel', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete document: gutachten.pdf' }));
    const question = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' })));
  }, 20_000);

  it('opens a generated document by its signed URL, fetched without the session', async () => {
    const calls = renderTab();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'View: Invoice · No. RE-2026-0042' }));
    // The tab is asked for at the click, before any await (a popup blocker stops a later one); blocked
    // here (no tab), the file opens by itself once fetched.
    expect(open).toHaveBeenNthCalledWith(1, '', '_blank');
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:invoice', '_blank', 'noopener'));
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/user/vehicles/v1/documents/d1/view', '/api/files/generated-documents/d1']),
    );
    const fileCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith('/api/files/generated-documents/d1'))!;
    expect(fileCall[1]).toBeUndefined();
  }, 20_000);

  it('shows the opened tab the file once it is fetched', async () => {
    renderTab();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'View: Invoice · No. RE-2026-0042' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(tab.opener).toBeNull();
  }, 20_000);

  it('prints a generated document from a hidden frame', async () => {
    renderTab();
    URL.createObjectURL = vi.fn(() => 'blob:print');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Print: Invoice · No. RE-2026-0042' }));
    await waitFor(() => expect(document.querySelector('iframe[src="blob:print"]')).not.toBeNull());
    expect(document.querySelector('iframe[src="blob:print"]')?.getAttribute('aria-hidden')).toBe('true');
  }, 20_000);

  it('downloads the newest document of each type of the sale and of the purchase as one ZIP', async () => {
    const calls = renderTab();
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:zip';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    await screen.findByText('Invoice · No. RE-2026-0042');
    fireEvent.click(screen.getByRole('button', { name: /Download all as ZIP$/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved.at(-1)!.name).toBe('vehicle-documents.zip');
    const zip = new Uint8Array(await saved.at(-1)!.blob.arrayBuffer());
    const text = new TextDecoder().decode(zip);
    expect(text).toContain('kaufvertrag-2.pdf');
    expect(text).toContain('rechnung-RE-2026-0042.pdf');
    // The purchase's contract is not an older version of the sale's.
    expect(text).toContain('ankaufvertrag.pdf');
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/files/generated-documents/d1',
        '/api/files/generated-documents/d2',
        '/api/files/generated-documents/d3',
      ]),
    );
    click.mockRestore();
  }, 20_000);

  it('marks the documents of a canceled trade, and names the cancellation invoice and the cancellation notice', async () => {
    stubServer({
      '/api/user/vehicles/v1/documents/generated': {
        status: 200,
        body: {
          data: [
            generated('s2', {
              trade_id: 't1',
              document_type: 'CANCELLATION',
              number: 'RE-2026-0043',
              file_name: 'stornorechnung.pdf',
            }),
            generated('s1', {
              trade_id: 't0',
              order_type: 'BUYING',
              document_type: 'CANCELLATION',
              file_name: 'stornierung.pdf',
            }),
            generated('d1', { document_type: 'INVOICE', number: 'RE-2026-0042', canceled: true }),
            generated('d3', { trade_id: 't0', order_type: 'BUYING', document_type: 'CONTRACT', canceled: true }),
            generated('d4', { trade_id: 't2', document_type: 'CONTRACT' }),
          ],
        },
      },
      '/api/user/vehicles/v1/documents/uploaded': { status: 200, body: { data: [] } },
      '/api/uploads/limits': {
        status: 200,
        body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
      },
    });
    renderScreen([{ path: '/vehicles/v1', element: <VehicleFileTabs vehicleId="v1" /> }], '/vehicles/v1');
    const row = async (title: string) => (await screen.findByText(title)).closest('li')!;
    // The cancellation documents themselves are not canceled: no mark.
    const storno = await row('Cancellation invoice · No. RE-2026-0043');
    expect(within(storno).queryByText('Canceled')).toBeNull();
    expect(within(storno).getByRole('button', { name: 'View: Cancellation invoice · No. RE-2026-0043' })).toBeTruthy();
    const notice = await row('Cancellation notice');
    expect(within(notice).getByText('Purchase')).toBeTruthy();
    expect(within(notice).queryByText('Canceled')).toBeNull();
    // The originals stay, marked canceled, still to be opened.
    const invoice = await row('Invoice · No. RE-2026-0042');
    expect(within(invoice).getByText('Canceled')).toBeTruthy();
    expect(within(invoice).getByRole('button', { name: 'View: Invoice · No. RE-2026-0042' })).toBeTruthy();
    expect(within(await row('Purchase contract')).getByText('Canceled')).toBeTruthy();
    // The new sale's contract is not.
    expect(within(await row('Sales contract')).queryByText('Canceled')).toBeNull();
  }, 20_000);
});
