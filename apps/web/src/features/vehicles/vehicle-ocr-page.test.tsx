import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehicleOcrPage from './vehicle-ocr-page';

// Issue 14: the page's states — choosing, reading, refused, read — and saving with the image.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });

const routes = [
  { path: '/vehicles/ocr', element: <VehicleOcrPage /> },
  { path: '/vehicles/:id', element: <p>vehicle page</p> },
];

const IMAGE = '6f1c2b8e-2f4f-4a53-9a0e-1d2c3b4a5f60';
const done = {
  status: 200,
  body: keysToSnake({
    data: {
      suuid: 's1',
      status: 'DONE',
      progress: 100,
      error: null,
      result: {
        image: IMAGE,
        fields: {
          make: { value: 'VOLKSWAGEN', confidence: 0.97 },
          model: { value: 'GOLF', confidence: 0.95 },
          vinCode: { value: 'WVWZZZ1KZ8W123456', confidence: 0.6 },
          power: { value: 77, confidence: 0.92 },
        },
      },
    },
  }),
};

function choose(name = 'fahrzeugschein.jpg') {
  const input = screen.getByTestId('ocr-file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['jpeg'], name, { type: 'image/jpeg' })] } });
}

function serve(status: Answer, extra: Record<string, Answer | ((body: unknown) => Answer)> = {}) {
  return stubServer({
    '/api/user/vehicles/ocr': { status: 202, body: { data: { suuid: 's1' } } },
    '/api/user/vehicles/ocr/s1': status,
    '/api/user/vehicles/ocr/images': { status: 200, body: { data: { url: '/api/files/vehicle-ocr-images/x', expires_at: '' } } },
    '/api/user/vehicles/vin': { status: 404, body: { error: { code: '404' } } },
    ...extra,
  });
}

describe('the OCR page', () => {
  it('offers the camera and a file, both for pictures and PDFs', async () => {
    serve(done);
    renderScreen(routes, '/vehicles/ocr');
    expect(await screen.findByRole('button', { name: new RegExp(texts.ocr.takePhoto) })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(texts.ocr.chooseFile) })).toBeTruthy();
    const camera = screen.getByTestId('ocr-camera');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*,application/pdf');
    expect(screen.getByTestId('ocr-file').getAttribute('accept')).toBe('image/*,application/pdf');
  });

  it('fills the form beside the image, the unsure field highlighted and described until corrected', async () => {
    const calls = serve(done, { '/api/user/vehicles': { status: 201, body: { data: { id: 'v9' } } } });
    const router = renderScreen(routes, '/vehicles/ocr');
    choose();
    const vin = (await screen.findByLabelText(texts.form.vinCode, { exact: true })) as HTMLInputElement;
    expect(vin.value).toBe('WVWZZZ1KZ8W123456');
    expect((screen.getByLabelText(texts.form.make, { exact: true }) as HTMLInputElement).value).toBe('VOLKSWAGEN');
    expect(calls[0]!.body).toEqual({ passport: { file: 'fahrzeugschein.jpg' } });
    // The unsure VIN says so to a screen reader too; the sure make does not.
    const describedBy = (vin.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(texts.ocr.check);
    expect(screen.getAllByText(texts.ocr.check)).toHaveLength(1);
    expect(await screen.findByRole('img', { name: texts.ocr.photoAlt })).toBeTruthy();

    // The file buttons are gone: the keyboard's focus is on what was read, Tab leads into the form.
    expect(document.activeElement?.textContent).toContain(texts.ocr.read_other.replace('{count}', '4'));

    // Corrected, the highlight goes.
    fireEvent.change(vin, { target: { value: 'WVWZZZ1KZ8W654321' } });
    await waitFor(() => expect(screen.queryByText(texts.ocr.check)).toBeNull());
    expect(router.state.location.pathname).toBe('/vehicles/ocr');
  });

  it('explains a file nothing could be read from: light, focus, the whole document', async () => {
    serve({ status: 200, body: { data: { suuid: 's1', status: 'FAILED', progress: 10, result: null, error: '5001' } } });
    renderScreen(routes, '/vehicles/ocr');
    choose();
    expect(await screen.findByText(texts.ocr.failedTitle)).toBeTruthy();
    expect(screen.getByText(texts.ocr.failedAdvice)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(texts.ocr.byHand) })).toBeTruthy();
    // The keyboard's focus is on trying again (the file buttons were disabled while reading).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: new RegExp(texts.ocr.tryAgain) }));
  });

  it('starts again from taking a photo, with the focus there', async () => {
    serve(done);
    renderScreen(routes, '/vehicles/ocr');
    choose();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(texts.ocr.tryAgain) }));
    const takePhoto = await screen.findByRole('button', { name: new RegExp(texts.ocr.takePhoto) });
    expect(document.activeElement).toBe(takePhoto);
  });

  it('explains a refused file type (415 5002)', async () => {
    stubServer({
      '/api/user/vehicles/ocr': { status: 415, body: { error: { code: '5002', message: 'Unsupported file type' } } },
    });
    renderScreen(routes, '/vehicles/ocr');
    choose('notes.docx');
    expect(await screen.findByText(texts.ocr.unsupportedTitle)).toBeTruthy();
    expect(screen.getByText(texts.ocr.unsupportedAdvice)).toBeTruthy();
  });

  it('shows the progress while reading', async () => {
    serve({ status: 200, body: { data: { suuid: 's1', status: 'RUNNING', progress: 40, result: null, error: null } } });
    renderScreen(routes, '/vehicles/ocr');
    choose();
    expect(await screen.findByText(texts.ocr.reading)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('40%')).toBeTruthy());
  });
});
