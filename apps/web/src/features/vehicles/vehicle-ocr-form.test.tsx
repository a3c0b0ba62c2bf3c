import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { VehicleOcrForm } from './vehicle-ocr-form';

// The vehicle form as the OCR page shows it: what was read filled in, an unsure field highlighted
// and described until corrected.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });

const read = { constructionType: 'KFZ', make: 'VOLKSWAGEN', model: 'GOLF', vinCode: 'WVWZZZ1KZ8W123456', power: 77 } as const;

/** The page's part: a field to check stays so until the dealer changes it. */
function ReadForm() {
  const [checkFields, setCheckFields] = useState<ReadonlyMap<string, string>>(new Map([['vinCode', texts.ocr.check]]));
  return (
    <VehicleOcrForm
      values={read}
      image="6f1c2b8e-2f4f-4a53-9a0e-1d2c3b4a5f60"
      checkFields={checkFields}
      onChange={(names) => setCheckFields(new Map([...checkFields].filter(([name]) => !names.includes(name))))}
      intro={<p>read from the document</p>}
    />
  );
}

describe('the vehicle form of the OCR page', () => {
  it('fills what was read, the unsure field highlighted and described until corrected', async () => {
    stubServer({ '/api/user/vehicles/vin': { status: 404, body: { error: { code: '404' } } } });
    renderScreen([{ path: '/vehicles/ocr', element: <ReadForm /> }], '/vehicles/ocr');
    expect(await screen.findByText('read from the document')).toBeTruthy();
    const vin = (await screen.findByLabelText(texts.form.vinCode, { exact: true })) as HTMLInputElement;
    expect(vin.value).toBe('WVWZZZ1KZ8W123456');
    expect((screen.getByLabelText(texts.form.make, { exact: true }) as HTMLInputElement).value).toBe('VOLKSWAGEN');
    // The unsure VIN says so to a screen reader too; the sure make does not.
    const describedBy = (vin.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(texts.ocr.check);
    expect(screen.getAllByText(texts.ocr.check)).toHaveLength(1);

    // Corrected, the highlight goes.
    fireEvent.change(vin, { target: { value: 'WVWZZZ1KZ8W654321' } });
    await waitFor(() => expect(screen.queryByText(texts.ocr.check)).toBeNull());
  });
});
