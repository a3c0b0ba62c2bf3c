import type { CustomerInput } from '@kontor/domain/customers';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../../test/screen-test-kit';
import { CustomerForm } from './customer-form';

// The public-sector buyer in the customer form: the box makes the Leitweg-ID, the e-mail and the
// postcode and city required (the XRechnung names them), the Leitweg-ID is checked at its field.

const en = catalogs.en;

setUpScreenTests();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [{ id: 82, iso2: 'DE', name_de: 'Deutschland', name_en: 'Germany' }] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

const input = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));

describe('CustomerForm, public-sector buyer', { timeout: 20_000 }, () => {
  it('asks for the Leitweg-ID and the e-mail once the box is ticked, checks the Leitweg-ID and sends both', async () => {
    const onSubmit = vi.fn<(values: CustomerInput) => Promise<unknown>>(async () => undefined);
    renderWithProviders(
      <CustomerForm
        onSubmit={onSubmit}
        submitting={false}
        initialValues={{ type: 'BUSINESS', companyName: 'Stadt Köln', postalCode: '50667', city: 'Köln' }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: en.customers.fields.publicSector }));
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['9408'])).toBeTruthy());
    expect(screen.getByText(en.errors['9409'])).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input(en.customers.fields.buyerReference), { target: { value: '04011000-1234512345-07' } });
    fireEvent.change(input(en.customers.fields.email), { target: { value: 'rechnung@stadt-koeln.example' } });
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['9407'])).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input(en.customers.fields.buyerReference), { target: { value: '04011000-1234512345-06' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'BUSINESS',
      publicSector: true,
      buyerReference: '04011000-1234512345-06',
      email: 'rechnung@stadt-koeln.example',
    });
  });

  it('offers no public-sector box to a private person', () => {
    renderWithProviders(<CustomerForm onSubmit={vi.fn()} submitting={false} />);
    expect(screen.queryByRole('checkbox', { name: en.customers.fields.publicSector })).toBeNull();
  });
});
