import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests, signInAs } from '../../test/screen-test-kit';
import { PriceStep } from './price-step';

const en = catalogs.en.trades;

/** The price step of a sale without a section, for a company that is a small business (§19 UStG) or not. */
async function renderPrice({ smallBusiness, vat = true }: { smallBusiness: boolean; vat?: boolean }) {
  await signInAs({ smallBusiness });
  renderWithProviders(
    <Form initialValues={{ grossPrice: 1_190_000, vat, vatRate: 19, sectionType: 'STANDARD' }}>
      <PriceStep vehiclePurchasePrice={null} vehiclePurchaseTaxation={null} />
    </Form>,
  );
  await screen.findByLabelText(en.price.grossPrice);
}

setUpScreenTests();

describe('the price step’s VAT without a section', () => {
  it('offers a sale without VAT only to a small business (§19 UStG)', async () => {
    await renderPrice({ smallBusiness: false });
    expect(screen.queryByRole('switch', { name: en.price.vat })).toBeNull();
  });

  it('offers it to a small business', async () => {
    await renderPrice({ smallBusiness: true });
    expect(screen.getByRole('switch', { name: en.price.vat })).toBeTruthy();
  });

  it('keeps the switch for a trade saved without VAT, so that it can be switched back on', async () => {
    await renderPrice({ smallBusiness: false, vat: false });
    expect(screen.getByRole('switch', { name: en.price.vat })).toBeTruthy();
    expect(screen.getByText(en.price.noVatHint)).toBeTruthy();
  });
});
