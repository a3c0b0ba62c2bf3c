import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';
import { DocumentMailDialog } from './document-mail-dialog';
import { GeneratedDocumentList } from './generated-document-list';

// The dialog that mails a generated document: the customer's address filled in, the files that go
// (the XRechnung only beside a public-sector buyer's invoice), the server's refusals at their field
// or above the form, and the list's "Sent to … on …" line afterwards.

const en = catalogs.en;
const texts = en.trades.generate.mailDialog;

setUpScreenTests({ wide: true });

const invoice: GeneratedDocument = {
  id: 'd1',
  tradeId: 't1',
  orderType: 'SELLING',
  vehicleId: 'v1',
  documentType: 'INVOICE',
  number: 'RE-2026-0042',
  canceled: false,
  xrechnung: true,
  version: 1,
  language: 'de',
  issuedOn: '2026-11-23',
  fileName: 'Rechnung-RE-2026-0042.pdf',
  size: 26_000,
  createdAt: '2026-11-23T10:00:00.000Z',
  lastMail: null,
  recipientEmail: 'rechnung@stadt.example',
};
const contract: GeneratedDocument = { ...invoice, id: 'd2', documentType: 'CONTRACT', number: null, xrechnung: false };
const sent = { recipient: 'rechnung@stadt.example', sentAt: '2026-11-23T13:05:00.000Z', copy: null, attachments: [] };

function renderDialog(document: GeneratedDocument, send = vi.fn(async () => sent)) {
  const onSent = vi.fn();
  renderWithProviders(
    <DocumentMailDialog
      document={document}
      title="Invoice · No. RE-2026-0042"
      defaultTo={document.recipientEmail}
      send={send}
      onSent={onSent}
      onClose={() => undefined}
    />,
  );
  return { send, onSent };
}

/** A refusal as the API client throws it (app/api-client's ApiError: code, fields). */
const refusal = (code: string, fields: Record<string, string> = {}) => Object.assign(new Error(code), { code, fields });

const sendButton = () => screen.getByRole('button', { name: new RegExp(`^${texts.send}$`) });

describe('DocumentMailDialog', { timeout: 20_000 }, () => {
  it('fills in the customer, lists the PDF and the XRechnung, and sends what was typed', async () => {
    const { send, onSent } = renderDialog(invoice);
    expect(((await screen.findByLabelText(texts.to)) as HTMLInputElement).value).toBe('rechnung@stadt.example');
    const files = within(screen.getByRole('list', { name: texts.attachments })).getAllByRole('listitem');
    expect(files.map((item) => item.textContent?.trim())).toEqual([
      'Rechnung-RE-2026-0042.pdf',
      'Rechnung-RE-2026-0042-XRechnung.xml',
    ]);
    expect(screen.getByText(texts.xrechnung)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.message), { target: { value: '  Wie besprochen.  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.copy }));
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ to: 'rechnung@stadt.example', message: 'Wie besprochen.', copyToCompany: true }),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(sent, true));
  });

  it('lists the PDF alone for a document that is no public-sector invoice', async () => {
    renderDialog({ ...contract, recipientEmail: null });
    expect(((await screen.findByLabelText(texts.to)) as HTMLInputElement).value).toBe('');
    const files = within(screen.getByRole('list', { name: texts.attachments })).getAllByRole('listitem');
    expect(files).toHaveLength(1);
    expect(screen.queryByText(texts.xrechnung)).toBeNull();
  });

  it('refuses a malformed address before sending (9027)', async () => {
    const { send } = renderDialog({ ...contract, recipientEmail: null });
    fireEvent.change(await screen.findByLabelText(texts.to), { target: { value: 'kein-at-zeichen' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText(en.errors['9027'])).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the address at the field (9138) and a mail server down above the form (9412)', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal('9138', { to: '9138' }))
      .mockRejectedValueOnce(refusal('9412'));
    const { onSent } = renderDialog(invoice, send);
    fireEvent.click(sendButton());
    expect(await screen.findByText(en.errors['9138'])).toBeTruthy();
    fireEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.failed);
    expect(alert.textContent).toContain(en.errors['9412']);
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('GeneratedDocumentList, mail', { timeout: 20_000 }, () => {
  it('offers “Send by e-mail” on every document, and shows the sent line in the UI language’s date and time', async () => {
    const nothing = async () => undefined;
    const mail = vi.fn(async () => sent);
    renderWithProviders(
      <GeneratedDocumentList
        heading="Documents"
        documents={[invoice, { ...contract, lastMail: { recipient: 'kaeufer@example.de', sentAt: '2026-11-20T08:30:00.000Z' } }]}
        loading={false}
        locale="en"
        actions={{ view: nothing, download: nothing, print: nothing, zip: nothing, mail }}
        onError={() => undefined}
      />,
    );
    // Berlin time, English forms: 20/11/2026 at 09:30.
    expect(screen.getByText(/Sent to kaeufer@example\.de on 20\/11\/2026 at 09:30/)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${en.trades.generate.mail}`) });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect(((await screen.findByLabelText(texts.to)) as HTMLInputElement).value).toBe('rechnung@stadt.example');
    fireEvent.click(sendButton());
    await waitFor(() => expect(mail).toHaveBeenCalledWith(invoice, expect.objectContaining({ to: 'rechnung@stadt.example' })));
    expect(await screen.findByText(/Sent to rechnung@stadt\.example on 23\/11\/2026 at 14:05/)).toBeTruthy();
  });
});
