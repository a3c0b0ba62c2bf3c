import { demoVehicles } from '@kontor/domain/demo';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { Vehicle } from '@kontor/domain/vehicles';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../../test/screen-test-kit';
import { VehicleFacts } from './vehicle-facts';

// A phone (no media query matches): the facts must not break a value mid-word in a squeezed column.

setUpScreenTests();

const vehicle = { ...demoVehicles('2026-11-23')[0]!, id: 'v1' } as Vehicle;

describe('the vehicle facts on a phone', () => {
  it('puts each label above its value and keeps words whole, letting only a long token (the VIN) break', async () => {
    renderWithProviders(<VehicleFacts vehicle={vehicle} />);
    const label = await screen.findByText('VIN');
    const value = screen.getByText(vehicle.vinCode);
    const labelCell = label.closest('th, td')!;
    const valueCell = value.closest('td')!;
    // Stacked: the label's row is not the value's.
    expect(labelCell.closest('tr')).not.toBe(valueCell.closest('tr'));
    expect(valueCell.style.wordBreak).toBe('normal');
    expect(valueCell.style.overflowWrap).toBe('break-word');
  });

  it('shows a dash for a fact not recorded, never a blank cell', async () => {
    const bare = {
      ...vehicle,
      hsn: null,
      tsn: null,
      licencePlate: null,
      comments: null,
      askingPrice: null,
      minimumPrice: null,
      colour: null,
      interior: null,
      equipment: [],
    } as Vehicle;
    renderWithProviders(<VehicleFacts vehicle={bare} />);
    for (const label of ['HSN', 'Licence plate', 'Asking price', 'Minimum price', 'Colour']) {
      const cell = (await screen.findByText(label)).closest('th, td')!;
      const row = cell.closest('tr')!;
      // Stacked on a phone: the value sits in the next row, in the same column.
      const value = (row.nextElementSibling as HTMLTableRowElement).cells[[...row.cells].indexOf(cell as HTMLTableCellElement)];
      expect(value?.textContent, label).toBe('—');
    }
  });

  it('shows a first registration known by its month as the month, no day made up', async () => {
    renderWithProviders(<VehicleFacts vehicle={{ ...vehicle, firstRegistered: '2019-03' } as Vehicle} />);
    // In the app's language (the cookie's): 03.2019 in German, 2019-03 in English.
    expect(await screen.findByText(/^(03\.2019|2019-03)$/)).toBeTruthy();
    expect(screen.queryByText(/01\.03\.2019|2019-03-01/)).toBeNull();
  });

  it('shows no engine capacity of an electric vehicle (no "0 cm³"), and a petrol one’s', async () => {
    renderWithProviders(<VehicleFacts vehicle={{ ...vehicle, fuelType: 'ELECTRIC', engineCapacity: 0 } as Vehicle} />);
    await screen.findByText('VIN');
    expect(screen.queryByText(catalogs.en.vehicles.form.engineCapacity)).toBeNull();
    expect(screen.queryByText('0 cm³')).toBeNull();
    cleanup();
    renderWithProviders(<VehicleFacts vehicle={{ ...vehicle, fuelType: 'PETROL', engineCapacity: 1498 } as Vehicle} />);
    expect(await screen.findByText(catalogs.en.vehicles.form.engineCapacity)).toBeTruthy();
    expect(screen.getByText(/^1[.,]498 cm³$/)).toBeTruthy();
  });
});
