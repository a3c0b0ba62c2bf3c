import type { GeneratedDocument } from '@kontor/domain/trades';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';
import { GeneratedDocumentList } from './generated-document-list';

// The XRechnung beside the PDF: offered for an invoice whose buyer is public-sector, and only there.

const en = catalogs.en;

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
};
const contract: GeneratedDocument = { ...invoice, id: 'd2', documentType: 'CONTRACT', number: null, xrechnung: false };

describe('GeneratedDocumentList, XRechnung', { timeout: 20_000 }, () => {
  it('offers “XRechnung (XML)” for the public-sector invoice only and runs its action', async () => {
    const nothing = async () => undefined;
    const xrechnung = vi.fn(async () => undefined);
    renderWithProviders(
      <GeneratedDocumentList
        heading="Documents"
        documents={[invoice, contract]}
        loading={false}
        locale="en"
        actions={{ view: nothing, download: nothing, print: nothing, zip: nothing, xrechnung }}
        onError={() => undefined}
      />,
    );
    const buttons = screen.getAllByRole('button', {
      name: new RegExp(`^${en.trades.generate.xrechnung.replace(/[()]/g, '\\$&')}`),
    });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(xrechnung).toHaveBeenCalledWith(invoice));
  });
});
