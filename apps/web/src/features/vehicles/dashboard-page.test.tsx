import { keysToSnake } from '@kontor/domain/case';
import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import DashboardPage from './dashboard-page';

// The dashboard's figures: the stock at purchase price, the days in stock, and the
// month's sales with their margin, as German and English write money and numbers.

const texts = catalogs.en.vehicles;

setUpScreenTests({ wide: true });

const dashboard: VehicleDashboard = {
  inStock: 7,
  stockValuePurchase: { cents: 12_345_678, withoutPrice: 0 },
  stockValueAsking: { cents: 15_000_000, withoutPrice: 1 },
  daysInStockAverage: 23.5,
  daysInStockMax: 61,
  inspectionDue: 1,
  oldest: [],
  soldThisMonth: 4,
  salesThisMonth: { count: 3, grossCents: 4_500_000, marginCents: 612_345, marginVatCents: 52_100, withoutPurchase: 1 },
  soldThisYear: 20,
  newest: [],
};

function renderDashboard(locale: 'de' | 'en') {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/`;
  stubServer({ '/api/user/vehicles/dashboard': { status: 200, body: keysToSnake({ data: dashboard }) } });
  renderScreen([{ path: '/', element: <DashboardPage /> }], '/');
}

/** A figure's value by its title: the Statistic around the title. */
function figure(title: string): string {
  const statistic = screen.getByText(title).closest('.ant-statistic') as HTMLElement;
  return (
    within(statistic).getByText((_content, node) => node?.classList.contains('ant-statistic-content-value') ?? false)
      .textContent ?? ''
  );
}

describe('the dashboard', () => {
  it('shows the stock at purchase price, the average days in stock and the month’s sales with margin in English', async () => {
    renderDashboard('en');
    const month = await screen.findByTestId('month-sales');
    expect(figure(texts.dashboard.stockValuePurchase)).toBe('€123,456.78');
    expect(figure(texts.dashboard.daysAverage)).toBe('23.5');
    expect(figure(texts.monthSales.count)).toBe('3');
    expect(figure(texts.monthSales.gross)).toBe('€45,000.00');
    expect(figure(texts.monthSales.margin)).toBe('€6,123.45');
    expect(figure(texts.monthSales.marginVat)).toBe('€521.00');
    expect(within(month).getByText(texts.monthSales.withoutPurchase_one.replace('{count}', '1'))).toBeTruthy();
  });

  it('names the stock value for what it sums, the cost of each vehicle, and explains it (a §25a purchase gross, a regular one net)', async () => {
    renderDashboard('en');
    await screen.findByTestId('month-sales');
    expect(texts.dashboard.stockValuePurchase).toBe('Stock value at acquisition cost');
    expect(catalogs.de.vehicles.dashboard.stockValuePurchase).toBe('Bestandswert zu Anschaffungskosten');
    expect(figure(texts.dashboard.stockValuePurchase)).toBe('€123,456.78');
    // The explanation is reachable by keyboard and named for a screen reader, not only on hover.
    const help = screen.getByRole('img', { name: texts.dashboard.stockValuePurchaseHelp });
    expect(help.getAttribute('tabindex')).toBe('0');
    expect(texts.dashboard.stockValuePurchaseHelp).toMatch(/§25a/);
    expect(catalogs.de.vehicles.dashboard.stockValuePurchaseHelp).toMatch(/§ 25a/);
  });

  it('writes the same figures as German does', async () => {
    renderDashboard('de');
    await screen.findByTestId('month-sales');
    expect(figure(texts.dashboard.stockValuePurchase)).toBe('123.456,78\u00a0€');
    expect(figure(texts.dashboard.daysAverage)).toBe('23,5');
    expect(figure(texts.monthSales.gross)).toBe('45.000,00\u00a0€');
    expect(figure(texts.monthSales.margin)).toBe('6.123,45\u00a0€');
    expect(figure(texts.monthSales.marginVat)).toBe('521,00\u00a0€');
  });
});
