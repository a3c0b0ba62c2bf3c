import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehicleOcrPage, { type ReadVehicleFormSlot } from './vehicle-ocr-page';

// The page's states — choosing, reading, refused, read — and what it hands the vehicles' form. The
// form itself (the hint at an unsure field, saving with the image) is tested beside it, in
// vehicles/vehicle-ocr-form.test.tsx.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });

/** A stand-in for the vehicles' form: each value in a box named by its field, a field to check marked. */
function VehicleForm({ values, image, checkFields, onChange, intro }: ComponentProps<ReadVehicleFormSlot>) {
  return (
    <form>
      {intro}
      <output data-testid="image">{image}</output>
      {Object.entries(values).map(([name, value]) => (
        <label key={name}>
          {name}
          <input aria-label={name} defaultValue={String(value)} onChange={() => onChange([name])} />
          {checkFields.has(name) && <span>{texts.ocr.check}</span>}
        </label>
      ))}
    </form>
  );
}

const routes = [
  { path: '/vehicles/ocr', element: <VehicleOcrPage VehicleForm={VehicleForm} /> },
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

  it('fills the form beside the image, the unsure field highlighted until corrected', async () => {
    const calls = serve(done, { '/api/user/vehicles': { status: 201, body: { data: { id: 'v9' } } } });
    const router = renderScreen(routes, '/vehicles/ocr');
    choose();
    const vin = (await screen.findByLabelText('vinCode', { exact: true })) as HTMLInputElement;
    expect(vin.value).toBe('WVWZZZ1KZ8W123456');
    expect((screen.getByLabelText('make', { exact: true }) as HTMLInputElement).value).toBe('VOLKSWAGEN');
    // A registration document is a car's: the construction type starts as KFZ.
    expect((screen.getByLabelText('constructionType', { exact: true }) as HTMLInputElement).value).toBe('KFZ');
    expect(screen.getByTestId('image').textContent).toBe(IMAGE);
    expect(calls[0]!.body).toEqual({ passport: { file: 'fahrzeugschein.jpg' } });
    // Only the unsure VIN is to be checked; the sure make is not.
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
