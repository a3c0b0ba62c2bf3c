import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import VehiclePage from './vehicle-page';
import { renderScreen, renderWithProviders, setUpScreenTests, stubServer, setUpGermanI18n } from '../../test/screen-test-kit';
import { CancelDialog, type CancelForm } from '../../ui/cancel-dialog';
import { FileUpload } from '../../ui/file-upload';
import { GeneratedDocumentList } from '../../ui/generated-document-list';
import { Pager } from '../../ui/pager';

// A German screen reader says a button by its German text alone: antd's icons announce their
// English names ("delete", "file-zip") unless hidden, which made "delete Löschen" of "Löschen".
// The names are matched exactly, so any icon name before or after the text fails them. The shared
// parts are those of a vehicle's screens: its page, its documents, the cancel dialog, the upload, the list's pager.

const de = catalogs.de;

setUpScreenTests({ wide: true });

const german = setUpGermanI18n();
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=de; path=/`;
});

const inGerman = (element: ReactNode) => <I18nextProvider i18n={german}>{element}</I18nextProvider>;
const nothing = async () => undefined;

const invoice: GeneratedDocument = {
  id: 'd1',
  tradeId: 't1',
  orderType: 'SELLING',
  vehicleId: 'v1',
  documentType: 'INVOICE',
  number: 'RE-2026-0042',
  canceled: false,
  version: 1,
  language: 'de',
  issuedOn: '2026-11-20',
  fileName: 'rechnung.pdf',
  size: 26_000,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('button names in German carry no English icon names', { timeout: 20_000 }, () => {
  it('the generated documents: download all and each document’s actions', () => {
    renderWithProviders(
      inGerman(
        <GeneratedDocumentList
          heading={de.vehicles.generated.title}
          documents={[invoice]}
          loading={false}
          locale="de"
          actions={{ view: nothing, download: nothing, print: nothing, zip: nothing }}
          onError={() => undefined}
        />,
      ),
    );
    expect(screen.getByRole('button', { name: de.trades.generate.zip })).toBeTruthy();
    const title = `${de.trades.documents.types.INVOICE.title} · ${de.trades.generate.number.replace('{number}', 'RE-2026-0042')}`;
    expect(screen.getByRole('button', { name: `${de.trades.generate.view}: ${title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${de.trades.generate.print}: ${title}` })).toBeTruthy();
    // The one image left is the lock, named by why nothing can be deleted.
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([de.vehicles.generated.kept]);
  });

  it('the pager: previous, pages, next, and no icon in between', () => {
    renderWithProviders(inGerman(<Pager current={2} pageCount={3} onChange={() => undefined} />));
    const nav = screen.getByRole('navigation', { name: de.common.pager.label });
    expect(within(nav).getByRole('button', { name: de.common.pager.previous })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: de.common.pager.next })).toBeTruthy();
    expect(within(nav).queryAllByRole('img')).toEqual([]);
  });

  it('the cancel dialog, done: open the cancellation invoice, close', () => {
    // Done, the dialog shows no form: the form's parts are never used.
    const cancel = {
      form: undefined,
      failure: null,
      clearFailure: () => undefined,
      askedForNumber: false,
      onRefused: () => undefined,
    };
    renderWithProviders(
      inGerman(
        <CancelDialog
          cancel={cancel as unknown as CancelForm}
          state={{ phase: 'done', result: { tradeId: 't1', documentId: 'd2', number: 'SR-2026-0001' } }}
          title={de.cancellations.dialog.titleSale}
          effect=""
          confirmLabel={de.cancellations.dialog.confirmSale}
          reasonPlaceholder=""
          needsNumber={false}
          done={() => ({ text: de.cancellations.dialog.doneSale, openLabel: de.cancellations.dialog.openInvoice })}
          onSubmit={() => undefined}
          onOpenDocument={() => undefined}
          onClose={() => undefined}
        />,
      ),
    );
    expect(screen.getByRole('button', { name: de.cancellations.dialog.openInvoice })).toBeTruthy();
    expect(screen.getByRole('button', { name: de.cancellations.dialog.close })).toBeTruthy();
  });

  it('the upload’s choose button', () => {
    const limits = { maxMb: 10, maxFiles: 10, extensions: { general: ['pdf'], images: ['jpg'], logo: ['png'] } };
    renderWithProviders(inGerman(<FileUpload kind="general" serverLimits={limits} />));
    expect(screen.getByRole('button', { name: de.company.upload.choose })).toBeTruthy();
  });

  it('the vehicle page: sell, edit and delete', async () => {
    const vehicle = {
      ...demoVehicles('2026-11-23')[0]!,
      id: 'v1',
      status: 'CURRENT',
      soldOn: null,
      purchasePrice: null,
      purchasedOn: null,
    };
    stubServer({
      '/api/user/vehicles/v1': { status: 200, body: keysToSnake({ data: vehicle }) },
      '/api/user/vehicles/v1/trades/SELLING': { status: 200, body: { data: null } },
      '/api/user/vehicles/v1/trades/BUYING': { status: 200, body: { data: null } },
      '/api/user/vehicles/v1/documents': { status: 200, body: { data: [] } },
      '/api/user/vehicles/v1/photos': { status: 200, body: { data: [] } },
    });
    renderScreen([{ path: '/vehicles/:id', element: inGerman(<VehiclePage />) }], '/vehicles/v1');
    expect(await screen.findByRole('button', { name: de.vehicles.detail.delete })).toBeTruthy();
    expect(screen.getByRole('button', { name: de.vehicles.detail.edit })).toBeTruthy();
    expect(screen.getByRole('link', { name: de.vehicles.detail.sell })).toBeTruthy();
  });
});
