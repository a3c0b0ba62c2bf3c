import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import UploadPage from './upload-page';

// The last step of every way of adding a vehicle offers the purchase documents.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });

describe('the end of adding a vehicle', () => {
  it('offers to make the purchase documents of a vehicle bought from a seller', async () => {
    stubServer({
      '/api/user/vehicles/v1': { status: 200, body: keysToSnake({ data: { id: 'v1', make: 'VW', model: 'Golf' } }) },
      '/api/user/vehicles/v1/documents': { status: 200, body: { data: [] } },
      '/api/uploads/limits': {
        status: 200,
        body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
      },
    });
    const router = renderScreen(
      [
        { path: '/vehicles/upload', element: <UploadPage /> },
        { path: '/buying/buying-documents/:id', element: <p>purchase wizard</p> },
      ],
      '/vehicles/upload?vehicle=v1',
    );
    expect(await screen.findByText(texts.purchase.offerTitle)).toBeTruthy();
    const offer = screen.getByRole('link', { name: texts.purchase.offerAction });
    expect(offer.getAttribute('href')).toBe('/buying/buying-documents/v1');
    fireEvent.click(offer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buying/buying-documents/v1'));
  });
});
