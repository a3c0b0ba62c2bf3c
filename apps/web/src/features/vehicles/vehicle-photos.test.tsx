import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { VehicleFileTabs } from './vehicle-photos';

// The Photos tab: thumbnails as buttons that Tab reaches and Enter opens, the gallery showing the
// full image by its signed URL.

setUpScreenTests({ wide: true });

const photo = (id: string, fileName: string) => ({
  id,
  vehicle_id: 'v1',
  file_name: fileName,
  mime_type: 'image/jpeg',
  size: 120_000,
  thumbnail_size: 9_000,
  created_at: '2026-06-15T10:00:00Z',
  url: `/api/files/vehicle-documents/${id}?expires=1&signature=full`,
  thumbnail_url: `/api/files/vehicle-thumbnails/${id}?expires=1&signature=thumb`,
  expires_at: '2026-06-15T10:05:00Z',
});

describe('vehicle photos', () => {
  it('shows the thumbnails on the Photos tab (kept in the URL) and opens the full image in the gallery', async () => {
    stubServer({
      '/api/user/vehicles/v1/photos': { status: 200, body: { data: [photo('p1', 'vorne.jpg'), photo('p2', 'innen.jpg')] } },
      '/api/user/vehicles/v1/documents/uploaded': { status: 200, body: { data: [] } },
      '/api/uploads/limits': {
        status: 200,
        body: { data: { max_mb: 10, max_files: 10, extensions: { general: [], images: [], logo: ['jpg'] } } },
      },
    });
    const router = renderScreen([{ path: '/vehicles/v1', element: <VehicleFileTabs vehicleId="v1" /> }], '/vehicles/v1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Photos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=photos'));

    const front = await screen.findByRole('button', { name: 'View photo vorne.jpg large' });
    expect(front.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/files\/vehicle-thumbnails\/p1\?/);
    fireEvent.click(screen.getByRole('button', { name: 'View photo innen.jpg large' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toMatch(
        /^\/api\/files\/vehicle-documents\/p2\?/,
      ),
    );
    // The full image and its dialog are named by the photo shown (axe: image-alt, aria-dialog-name).
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('alt')).toBe('innen.jpg');
    expect(screen.getByRole('dialog', { name: 'innen.jpg' })).toBeTruthy();
  }, 20_000);
});
