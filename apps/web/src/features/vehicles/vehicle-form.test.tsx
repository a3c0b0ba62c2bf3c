import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { pressEnter } from '../../test/keyboard';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { fromInput, VehicleForm } from './vehicle-form';

const en = catalogs.en;
const de = catalogs.de;

// German numbers are where dealers go wrong: "87.450" km is eighty-seven thousand.
const german = i18next.createInstance();

setUpScreenTests({ wide: true });
beforeAll(async () => {
  await german.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: de } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
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

type FormOptions = { input?: Record<string, unknown>; mode?: 'create' | 'edit'; inGerman?: boolean };

function renderForm(
  onSubmit: (values: VehicleInput) => Promise<unknown>,
  { input = stored, mode = 'edit', inGerman = false }: FormOptions = {},
) {
  stubServer({});
  const form = (
    <VehicleForm mode={mode} vehicleId="v-1" initialValues={fromInput(input)} submitting={false} onSubmit={onSubmit} />
  );
  renderScreen([{ path: '/', element: inGerman ? <I18nextProvider i18n={german}>{form}</I18nextProvider> : form }], '/');
}

// A whole vehicle validates rule by rule; on a busy machine that takes longer than the default second.
const slow = { timeout: 15_000 };

const save = (label = en.common.actions.save) => fireEvent.click(screen.getByRole('button', { name: label }));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message under a field, or undefined when it has none. */
const messageAt = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? undefined;
/** The one call of `onSubmit`, once it came. */
async function submitted(onSubmit: ReturnType<typeof vi.fn>): Promise<VehicleInput> {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), slow);
  return onSubmit.mock.calls[0]![0] as VehicleInput;
}

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
    renderForm(onSubmit, { input: withoutMileage });
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

  it('asks no engine capacity of an electric vehicle and sends none', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: { ...stored, fuelType: 'ELECTRIC', engineCapacity: 0 } });
    expect(screen.queryByLabelText(en.vehicles.form.engineCapacity)).toBeNull();
    save();
    const sent = await submitted(onSubmit);
    expect(sent.fuelType).toBe('ELECTRIC');
    expect(sent.engineCapacity ?? null).toBeNull();
  });

  it('asks the engine capacity of a petrol vehicle, required', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { engineCapacity: _capacity, ...withoutCapacity } = stored;
    renderForm(onSubmit, { input: withoutCapacity });
    expect(
      field(en.vehicles.form.engineCapacity).closest('.ant-form-item')?.querySelector('.ant-form-item-required'),
    ).toBeTruthy();
    save();
    await waitFor(() => expect(messageAt(en.vehicles.form.engineCapacity)).toBe(en.errors['0001']), slow);
    expect(onSubmit).not.toHaveBeenCalled();
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
      throw new ApiError(409, '9311', { fields: { vinCode: '9311' } });
    });
    save();
    expect(await screen.findByText(en.errors['9311'], {}, slow)).toBeTruthy();
    expect(screen.queryByText(en.vehicles.form.saveFailed)).toBeNull();
  });
});

describe('the vehicle form when adding', { timeout: 30_000 }, () => {
  it('asks for every required field and the agreement, and saves nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: {}, mode: 'create' });
    save();
    expect(await screen.findByText(en.vehicles.form.agreementRequired, {}, slow)).toBeTruthy();
    const form = en.vehicles.form;
    for (const label of [
      form.make,
      form.model,
      form.bodywork,
      form.fuelType,
      form.power,
      form.vinCode,
      form.briefNumber,
      form.nextInspection,
      form.mileage,
    ]) {
      expect(messageAt(label), label).toBe(en.errors['0001']);
    }
    // Optional: no message.
    for (const label of [form.hsn, form.licencePlate, form.firstRegistered, form.askingPrice])
      expect(messageAt(label), label).toBeUndefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the number fields, as the language writes numbers', { timeout: 30_000 }, () => {
  it('reads English "87,450" km and "15,990.50" € as the numbers 87450 and 1599050 cents', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    type(en.vehicles.form.mileage, '87,450');
    type(en.vehicles.form.askingPrice, '15,990.50');
    type(en.vehicles.form.minimumPrice, '14,000');
    save();
    const sent = await submitted(onSubmit);
    expect(sent).toMatchObject({ mileage: 87_450, askingPrice: 1_599_050, minimumPrice: 1_400_000 });
    expect(Number.isInteger(sent.askingPrice)).toBe(true);
  });

  it('reads German "87.450" km and "15.990,50" € the same, and shows the purchase split in German', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { inGerman: true });
    expect(field(de.vehicles.form.mileage).value).toBe('87.450');
    expect(field(de.vehicles.form.purchasePrice).value).toBe('12.345,67');
    expect(screen.getByText(/^Netto 10\.374,51\s€/)).toBeTruthy();
    type(de.vehicles.form.mileage, '91.200');
    type(de.vehicles.form.askingPrice, '15.990,50');
    save(de.common.actions.save);
    expect(await submitted(onSubmit)).toMatchObject({ mileage: 91_200, askingPrice: 1_599_050, purchasePrice: 1_234_567 });
  });

  it('says in the language that letters are no number and saves nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { inGerman: true });
    type(de.vehicles.form.mileage, '87abc');
    save(de.common.actions.save);
    expect(await screen.findByText('Bitte nur eine Zahl eingeben, z. B. 87.450', {}, slow)).toBeTruthy();
    // That message alone: not also the required field's "must not be empty" beside it.
    expect(
      field(de.vehicles.form.mileage).closest('.ant-form-item')!.querySelectorAll('.ant-form-item-explain-error'),
    ).toHaveLength(1);
    expect(field(de.vehicles.form.mileage).value).toBe('87abc');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the English message for letters in a price, with a money example', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    type(en.vehicles.form.askingPrice, 'twelve');
    save();
    expect(await screen.findByText('Please enter a number only, e.g. 12,345.50', {}, slow)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes 19 % as the VAT rate of a purchase switched to VAT, which the dealer may change', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { purchaseTaxation: _taxation, purchaseVatRate: _rate, ...margin } = stored;
    renderForm(onSubmit, { input: margin });
    fireEvent.click(screen.getByRole('radio', { name: en.vehicles.enums.purchaseTaxation.REGULAR }));
    const standard = await screen.findByRole('radio', { name: en.vehicles.form.vatRate.replace('{rate}', '19') });
    expect((standard as HTMLInputElement).checked).toBe(true);
    save();
    expect(await submitted(onSubmit)).toMatchObject({
      purchaseTaxation: 'REGULAR',
      purchaseVatRate: 19,
      purchasePrice: 1_234_567,
    });
  });

  it('shows the power in PS and the purchase split only for values the vehicle may have', async () => {
    renderForm(vi.fn(async () => undefined));
    expect(await screen.findByText('150 hp')).toBeTruthy();
    type(en.vehicles.form.power, '-300');
    await waitFor(() => expect(screen.queryByText(/ hp$/)).toBeNull());
    type(en.vehicles.form.power, '300');
    expect(await screen.findByText('408 hp')).toBeTruthy();
    type(en.vehicles.form.purchasePrice, '-1,000');
    await waitFor(() => expect(screen.queryByText(/^Net /)).toBeNull());
    type(en.vehicles.form.purchasePrice, '1,190');
    expect(await screen.findByText('Net €1,000.00 + 19% VAT €190.00 = gross €1,190.00')).toBeTruthy();
  });

  it('refuses a minimum price above the asking price', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: { ...stored, askingPrice: 1_500_000 } });
    type(en.vehicles.form.minimumPrice, '15,000.01');
    save();
    await waitFor(() => expect(messageAt(en.vehicles.form.minimumPrice)).toBe(en.errors['9314']), slow);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the dates and what is sent', { timeout: 30_000 }, () => {
  it('sends the whole vehicle: first registration as a day, next inspection as the first of its month', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, {
      input: { ...stored, firstRegistered: '2021-04-12', nextInspection: '2027-05-01', askingPrice: 1_599_000 },
    });
    expect(field(en.vehicles.form.firstRegistered).value).toBe('12/04/2021');
    expect(field(en.vehicles.form.nextInspection).value).toBe('05/2027');
    save();
    expect(await submitted(onSubmit)).toEqual({
      ...stored,
      firstRegistered: '2021-04-12',
      nextInspection: '2027-05-01',
      askingPrice: 1_599_000,
      status: 'CURRENT',
      equipment: [],
    });
  });

  it('takes a first registration typed as the language writes it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { inGerman: true });
    const picker = field(de.vehicles.form.firstRegistered);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '12.04.2021' } });
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(picker);
    save(de.common.actions.save);
    expect(await submitted(onSubmit)).toMatchObject({ firstRegistered: '2021-04-12' });
  });

  it('takes a short German first registration on Enter without saving the vehicle', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { inGerman: true });
    const picker = field(de.vehicles.form.firstRegistered);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '13.4.21' } });
    expect(pressEnter(picker)).toBe(false);
    await waitFor(() => expect(picker.value).toBe('13.04.2021'));
    expect(onSubmit).not.toHaveBeenCalled();
    save(de.common.actions.save);
    expect(await submitted(onSubmit)).toMatchObject({ firstRegistered: '2021-04-13' });
  });

  it.each(['03/2019', '03.2019', '3/19', '2019-03'])(
    'takes a German first registration known by its month, "%s", shows it as 03.2019 and sends the month',
    async (text) => {
      const onSubmit = vi.fn(async () => undefined);
      renderForm(onSubmit, { input: { ...stored, firstRegistered: '2018-06-01' }, inGerman: true });
      const picker = field(de.vehicles.form.firstRegistered);
      fireEvent.focus(picker);
      fireEvent.change(picker, { target: { value: text } });
      fireEvent.blur(picker);
      await waitFor(() => expect(picker.value).toBe('03.2019'));
      save(de.common.actions.save);
      expect(await submitted(onSubmit)).toMatchObject({ firstRegistered: '2019-03' });
    },
  );

  it('shows a stored month as a month and sends it back as one, in both languages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: { ...stored, firstRegistered: '2019-03' }, inGerman: true });
    expect(field(de.vehicles.form.firstRegistered).value).toBe('03.2019');
    save(de.common.actions.save);
    expect(await submitted(onSubmit)).toMatchObject({ firstRegistered: '2019-03' });
  });

  it('takes an English month, shows it as MM/YYYY, and keeps a future month in the field with the reason', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: { ...stored, firstRegistered: '2019-03' } });
    const picker = field(en.vehicles.form.firstRegistered);
    expect(picker.value).toBe('03/2019');
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: '04/2031' } });
    fireEvent.blur(picker);
    await waitFor(
      () =>
        expect(messageAt(en.vehicles.form.firstRegistered)).toBe(en.common.dateInput.futureMonth.replace('{date}', '04/2031')),
      slow,
    );
    expect(picker.value).toBe('04/2031');
    save();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(picker, { target: { value: '11/2020' } });
    fireEvent.blur(picker);
    await waitFor(() => expect(picker.value).toBe('11/2020'));
    save();
    expect(await submitted(onSubmit)).toMatchObject({ firstRegistered: '2020-11' });
  });

  it('shows the stored dates in the German order', async () => {
    renderForm(
      vi.fn(async () => undefined),
      { input: { ...stored, firstRegistered: '2021-04-12' }, inGerman: true },
    );
    expect(field(de.vehicles.form.firstRegistered).value).toBe('12.04.2021');
    expect(field(de.vehicles.form.nextInspection).value).toBe('05.2027');
  });

  it('refuses a first registration in the future and an inspection more than three years ahead', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { input: { ...stored, firstRegistered: '2999-01-01', nextInspection: '2999-01-01' } });
    save();
    await waitFor(() => expect(messageAt(en.vehicles.form.firstRegistered)).toBe(en.errors['9312']), slow);
    await waitFor(() => expect(messageAt(en.vehicles.form.nextInspection)).toBe(en.errors['9313']), slow);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a purchase recorded by its contract, or sold on by an invoice', () => {
  it.each([
    { lockedBy: { purchaseRecordedOn: '2026-11-01' }, note: en.vehicles.purchase.recorded.replace('{date}', '01/11/2026') },
    { lockedBy: { soldByInvoice: 'RE-1042' }, note: en.vehicles.form.purchaseSoldByInvoice.replace('{number}', 'RE-1042') },
  ])('shows the purchase price, taxation and VAT rate read-only and says why: $note', ({ lockedBy, note: expected }) => {
    stubServer({});
    renderScreen(
      [
        {
          path: '/',
          element: (
            <VehicleForm
              mode="edit"
              vehicleId="v-1"
              initialValues={fromInput(stored)}
              {...lockedBy}
              submitting={false}
              onSubmit={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );
    expect(field(en.vehicles.form.purchasePrice).disabled).toBe(true);
    for (const radio of screen.getAllByRole('radio', { name: /^(Margin scheme|Regular \(with VAT\)|19%|7%)$/ }))
      expect((radio as HTMLInputElement).disabled).toBe(true);
    const note =
      field(en.vehicles.form.purchasePrice).closest('.ant-form-item')?.querySelector('.ant-form-item-extra')?.textContent ?? '';
    expect(note).toContain(expected);
    // The asking price stays the dealer's to change.
    expect(field(en.vehicles.form.askingPrice).disabled).toBe(false);
  });
});
