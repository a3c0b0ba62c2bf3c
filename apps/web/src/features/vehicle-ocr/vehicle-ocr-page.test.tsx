import { keysToSnake } from '@kontor/domain/case';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpGermanI18n, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import VehicleOcrPage, { type ReadVehicleFormSlot } from './vehicle-ocr-page';

// The page's states — choosing, reading, refused, read — and what it hands the vehicles' form. The
// form itself (the hint at an unsure field, saving with the image) is tested beside it, in
// vehicles/vehicle-ocr-form.test.tsx.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });
const german = setUpGermanI18n();

/**
 * A stand-in for the vehicles' form: a box for each value read and each field to check, its id the
 * field's name as antd gives it; what is said at a field to check described by the box.
 */
function VehicleForm({ values, image, checkFields, onChange, intro }: ComponentProps<ReadVehicleFormSlot>) {
  const names = [...new Set([...Object.keys(values), ...checkFields.keys()])];
  return (
    <form>
      {intro}
      <output data-testid="image">{image}</output>
      {names.map((name) => (
        <div key={name}>
          <input
            id={name}
            aria-label={name}
            aria-describedby={checkFields.has(name) ? `${name}_hint` : undefined}
            defaultValue={values[name as keyof typeof values] === undefined ? '' : String(values[name as keyof typeof values])}
            onChange={() => onChange([name])}
          />
          {checkFields.has(name) && (
            <div id={`${name}_hint`} data-testid={`hint-${name}`}>
              {checkFields.get(name)}
            </div>
          )}
        </div>
      ))}
    </form>
  );
}

const routes = [
  { path: '/vehicles/ocr', element: <VehicleOcrPage VehicleForm={VehicleForm} /> },
  { path: '/vehicles/:id', element: <p>vehicle page</p> },
];

const IMAGE = '6f1c2b8e-2f4f-4a53-9a0e-1d2c3b4a5f60';
const doneWith = (result: Record<string, unknown>) => ({
  status: 200,
  body: keysToSnake({ data: { suuid: 's1', status: 'DONE', progress: 100, error: null, result: { image: IMAGE, ...result } } }),
});
const done = doneWith({
  fields: {
    make: { value: 'VOLKSWAGEN', confidence: 0.97 },
    model: { value: 'GOLF', confidence: 0.95 },
    vinCode: { value: 'WVWZZZ1KZ8W123456', confidence: 0.6 },
    power: { value: 77, confidence: 0.92 },
  },
});

/** The VIN's box on a 1 600 × 1 200 photo: with half its height around it, the crop is 700 × 120 px. */
const VIN_REGION = { x: 0.3, y: 0.4, width: 0.4, height: 0.05 };
/**
 * Read as a new reader answers: the VIN unsure with its reason and region, the HSN rejected with
 * what was read, the sure make with a region but nothing to check.
 */
const checked = doneWith({
  fields: {
    make: { value: 'VOLKSWAGEN', confidence: 0.97, region: { x: 0.1, y: 0.2, width: 0.3, height: 0.04 } },
    vinCode: { value: 'WVWZZZ1KZ8W123456', confidence: 0.6, reason: 'ambiguous', region: VIN_REGION },
    tsn: { value: 'ABC', confidence: 0.9, reason: 'unknown-key' },
  },
  rejected: [{ field: 'hsn', reason: 'format', read: '04I3', region: { x: 0, y: 0, width: 0.1, height: 0.04 } }],
});

/** The photo loaded at `width` × `height` pixels, as the browser would report it (jsdom loads no images). */
async function loadPhoto(alt: string, width = 1600, height = 1200) {
  const photo = (await screen.findByRole('img', { name: alt })) as HTMLImageElement;
  Object.defineProperty(photo, 'naturalWidth', { value: width });
  Object.defineProperty(photo, 'naturalHeight', { value: height });
  Object.defineProperty(photo, 'complete', { value: true });
  fireEvent.load(photo);
}

const hint = (name: string) => screen.getByTestId(`hint-${name}`);
/** The text a screen reader reads as the control's description: what it names, less what is hidden from it. */
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => {
      const copy = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
      copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy?.textContent ?? '';
    })
    .join(' ');
const inGerman = (element: ReactNode) => <I18nextProvider i18n={german}>{element}</I18nextProvider>;

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
    expect(screen.getAllByText(texts.ocr.check, { exact: false })).toHaveLength(1);
    expect(await screen.findByRole('img', { name: texts.ocr.photoAlt })).toBeTruthy();

    // The file buttons are gone: the keyboard's focus is on what was read, Tab leads into the form.
    expect(document.activeElement?.textContent).toContain(texts.ocr.read_other.replace('{count}', '4'));

    // Corrected, the highlight goes.
    fireEvent.change(vin, { target: { value: 'WVWZZZ1KZ8W654321' } });
    await waitFor(() => expect(screen.queryByText(texts.ocr.check, { exact: false })).toBeNull());
    expect(router.state.location.pathname).toBe('/vehicles/ocr');
  });

  it('says why a field is unsure and shows the crop of the photo it was read from', async () => {
    serve(checked);
    renderScreen(routes, '/vehicles/ocr');
    choose();
    const vin = (await screen.findByLabelText('vinCode', { exact: true })) as HTMLInputElement;
    expect(vin.value).toBe('WVWZZZ1KZ8W123456');
    // Ambiguous is not unsure characters: the hint says "please check" and why.
    expect(described(vin)).toContain(texts.ocr.checkBecause);
    expect(described(vin)).not.toContain(texts.ocr.check);
    expect(described(vin)).toContain(texts.ocr.reasons.ambiguous);
    // A reason alone makes a field unsure, whatever its confidence; the sure make has no hint.
    expect(hint('tsn').textContent).toContain(texts.ocr.reasons['unknown-key']);
    expect(screen.queryByTestId('hint-make')).toBeNull();
    expect(screen.getByText(texts.ocr.unsure_other.replace('{count}', '3'))).toBeTruthy();

    // Once the photo's shape is known, the crop shows the VIN's box and half its height around it:
    // 0.28125–0.71875 across (x 0.28125 / (1 − 0.4375) = 50 %), 0.375–0.475 down.
    expect(within(hint('vinCode')).queryByTestId('ocr-crop')).toBeNull();
    await loadPhoto(texts.ocr.photoAlt);
    const crop = await within(hint('vinCode')).findByTestId('ocr-crop');
    const percents = (value: string) => value.split(' ').map((part) => Number.parseFloat(part));
    const [sizeX, sizeY] = percents(crop.style.backgroundSize);
    expect(sizeX).toBeCloseTo(100 / 0.4375, 2);
    expect(sizeY).toBeCloseTo(1000, 2);
    const [positionX, positionY] = percents(crop.style.backgroundPosition);
    expect(positionX).toBeCloseTo(50, 2);
    expect(positionY).toBeCloseTo((100 * 0.375) / 0.9, 2);
    expect(crop.style.backgroundImage).toContain('/api/files/vehicle-ocr-images/x');
    expect(within(hint('vinCode')).getByText(texts.ocr.region)).toBeTruthy();
    // The crop is for the eye: the field's description ends with its reason.
    expect(described(vin).trim().endsWith(texts.ocr.reasons.ambiguous)).toBe(true);
    // Read without a region, the TSN has no crop.
    expect(within(hint('tsn')).queryByTestId('ocr-crop')).toBeNull();
  });

  it('outlines on the photo where the focused field was read', async () => {
    serve(checked);
    renderScreen(routes, '/vehicles/ocr');
    choose();
    const make = await screen.findByLabelText('make', { exact: true });
    expect(screen.queryByTestId('ocr-photo-region')).toBeNull();
    fireEvent.focus(screen.getByLabelText('vinCode', { exact: true }));
    const outline = await screen.findByTestId('ocr-photo-region');
    expect([outline.style.left, outline.style.top, outline.style.width, outline.style.height]).toEqual([
      '30%',
      '40%',
      '40%',
      '5%',
    ]);
    // A sure field shows where it was read too; one read without a region shows nothing.
    fireEvent.focus(make);
    await waitFor(() => expect(screen.getByTestId('ocr-photo-region').style.top).toBe('20%'));
    fireEvent.focus(screen.getByLabelText('tsn', { exact: true }));
    await waitFor(() => expect(screen.queryByTestId('ocr-photo-region')).toBeNull());
  });

  it('leaves a rejected field empty, saying why and what was read, until the dealer types it', async () => {
    serve(checked);
    renderScreen(routes, '/vehicles/ocr');
    choose();
    const hsn = (await screen.findByLabelText('hsn', { exact: true })) as HTMLInputElement;
    expect(hsn.value).toBe('');
    expect(described(hsn)).toContain(texts.ocr.rejected);
    expect(described(hsn)).toContain(texts.ocr.reasons.format);
    expect(described(hsn)).toContain('read: “04I3”');
    // Rejected fields do not count as read: the make, the VIN and the TSN.
    expect(screen.getByText(texts.ocr.read_other.replace('{count}', '3'))).toBeTruthy();

    fireEvent.change(hsn, { target: { value: '0413' } });
    await waitFor(() => expect(screen.queryByTestId('hint-hsn')).toBeNull());
    // The other fields to check keep their highlight until changed themselves.
    expect(hint('vinCode').textContent).toContain(texts.ocr.checkBecause);
    fireEvent.change(screen.getByLabelText('vinCode', { exact: true }), { target: { value: 'WVWZZZ1KZ8W123457' } });
    await waitFor(() => expect(screen.queryByTestId('hint-vinCode')).toBeNull());
  });

  it('says it all in German', async () => {
    const de = catalogs.de.vehicles;
    serve(checked);
    renderScreen(
      [
        { path: '/vehicles/ocr', element: inGerman(<VehicleOcrPage VehicleForm={VehicleForm} />) },
        { path: '/vehicles/:id', element: <p>vehicle page</p> },
      ],
      '/vehicles/ocr',
    );
    choose();
    const vin = await screen.findByLabelText('vinCode', { exact: true });
    expect(described(vin)).toContain('Bitte prüfen');
    expect(described(vin)).toContain('Zeichen mehrdeutig (z. B. 0/O) – bitte mit dem Dokument vergleichen');
    expect(described(screen.getByLabelText('hsn', { exact: true }))).toContain(
      `${de.ocr.rejected} ${de.ocr.reasons.format} gelesen: „04I3“`,
    );
    await loadPhoto(de.ocr.photoAlt);
    expect(await within(hint('vinCode')).findByText(de.ocr.region)).toBeTruthy();
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
