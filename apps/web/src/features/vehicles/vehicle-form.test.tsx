import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { renderScreen, setUpScreens, stubServer } from '../../test/screen-test-kit';
import { fromInput, VehicleForm } from './vehicle-form';

const en = catalogs.en;

beforeAll(() => setUpScreens({ wide: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = {
  make: 'VW',
  model: 'Golf',
  bodywork: 'LIMOUSINE',
  constructionType: 'KFZ',
  fuelType: 'PETROL',
  power: 110,
  engineCapacity: 1498,
  briefNumber: 'AB123456',
  vinCode: 'WVWZZZCDZMW123456',
  previousOwners: 1,
  doors: 5,
  euroNorm: 'EURO_6D',
  gearType: 'Manual',
  nextInspection: '2027-05-01',
  mileage: 87_450,
  purchasePrice: 1_234_567,
  purchaseTaxation: 'REGULAR',
  purchaseVatRate: 19,
} as const;

function renderForm(onSubmit: (values: VehicleInput) => Promise<unknown>, input: Record<string, unknown> = stored) {
  stubServer({});
  renderScreen(
    [
      {
        path: '/',
        element: (
          <VehicleForm mode="edit" vehicleId="v-1" initialValues={fromInput(input)} submitting={false} onSubmit={onSubmit} />
        ),
      },
    ],
    '/',
  );
}

// A whole vehicle validates rule by rule; on a busy machine that takes longer than the default second.
const slow = { timeout: 15_000 };

const save = () => fireEvent.click(screen.getByRole('button', { name: en.vehicles.form.save }));

describe('the vehicle form', { timeout: 30_000 }, () => {
  it('shows stored numbers in the language and sends them back as numbers, money in cents', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    expect((screen.getByLabelText(en.vehicles.form.mileage) as HTMLInputElement).value).toBe('87,450');
    expect((screen.getByLabelText(en.vehicles.form.purchasePrice) as HTMLInputElement).value).toBe('12,345.67');
    expect(screen.getByText('Net €10,374.51 + 19% VAT €1,971.16 = gross €12,345.67')).toBeTruthy();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), slow);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mileage: 87_450, purchasePrice: 1_234_567, purchaseVatRate: 19 }),
    );
  });

  it('asks for the mileage when it is empty instead of saving 0 km', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { mileage: _mileage, ...withoutMileage } = stored;
    renderForm(onSubmit, withoutMileage);
    const field = screen.getByLabelText(en.vehicles.form.mileage) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeTruthy();
    save();
    expect(await screen.findByText(en.errors['0001'], {}, slow)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // 0 km is a mileage (a new car): typed, it is sent as the number 0.
    fireEvent.change(field, { target: { value: '0' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mileage: 0 })), slow);
  });

  it('says so when a save fails without field errors (400 5003)', async () => {
    renderForm(async () => {
      throw new ApiError(400, '5003');
    });
    save();
    expect(await screen.findByText(en.vehicles.form.saveFailed, {}, slow)).toBeTruthy();
    expect(screen.getByText(en.errors['5003'])).toBeTruthy();
  });

  it('puts a refused VIN (409 9311) at the VIN field', async () => {
    renderForm(async () => {
      throw new ApiError(409, '9311', { vinCode: '9311' });
    });
    save();
    expect(await screen.findByText(en.errors['9311'], {}, slow)).toBeTruthy();
    expect(screen.queryByText(en.vehicles.form.saveFailed)).toBeNull();
  });
});
