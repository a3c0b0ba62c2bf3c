import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '../../app/session';
import { writeTokens } from '../../app/token-store';
import { renderWithProviders, setUpScreenTests, stubServer, wireMe } from '../../test/screen-test-kit';
import { PriceStep } from './price-step';

const en = catalogs.en.trades;

/** The price step of a sale without a section, for a company that is a small business (§19 UStG) or not. */
async function renderPrice({ smallBusiness, vat = true }: { smallBusiness: boolean; vat?: boolean }) {
  const company = { id: 'c1', legal_name: 'Autohaus Beispiel GmbH', small_business: smallBusiness, status: 'VERIFIED', used_storage: 0, storage_size: 1 };
  stubServer({ '/api/auth/me': { status: 200, body: { data: wireMe({ company }) } } });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
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
