import { keysToSnake } from '@kontor/domain/case';
import { DEFAULT_DATEV_SETTINGS, type DatevSettings } from '@kontor/domain/datev';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, type Call, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import DatevExportPage from './datev-export-page';

// /settings/document/datev: the settings with the revenue and purchase accounts (defaults, own ones,
// the tax adviser's note), and the refusals shown at their fields.

const en = catalogs.en;
const texts = en.datevExport;

setUpScreenTests({ wide: true });

const ok = (data: unknown): Answer => ({ status: 200, body: { data: keysToSnake(data) } });
const SETTINGS = '/api/user/exports/datev/settings';

function renderPage(settings: DatevSettings, answers: Record<string, Answer | ((body: unknown) => Answer)> = {}): Call[] {
  const calls = stubServer({ [SETTINGS]: ok(settings), ...answers });
  renderScreen([{ path: '/settings/document/datev', element: <DatevExportPage /> }], '/settings/document/datev');
  return calls;
}

const accountField = (accountCase: keyof typeof texts.accounts.cases, chart: 'SKR03' | 'SKR04') =>
  screen.getByLabelText(`${texts.accounts.cases[accountCase]}: ${chart}`) as HTMLInputElement;

describe('the DATEV export page', { timeout: 15_000 }, () => {
  it('shows every case with its default account, the company’s own where set, and the note that the tax adviser confirms them', async () => {
    renderPage({ ...DEFAULT_DATEV_SETTINGS, accounts: [{ chart: 'SKR04', accountCase: 'MARGIN', account: '4137' }] });
    expect((await screen.findAllByText(texts.accounts.confirm)).length).toBeGreaterThan(0);
    expect(accountField('REVENUE_19', 'SKR03').value).toBe('8400');
    expect(accountField('REVENUE_7', 'SKR04').value).toBe('4300');
    expect(accountField('EXPORT', 'SKR03').value).toBe('8120');
    expect(accountField('INTRA_EU', 'SKR04').value).toBe('4125');
    expect(accountField('MARGIN', 'SKR03').value).toBe('8191');
    expect(accountField('MARGIN', 'SKR04').value).toBe('4137');
  });

  it('shows the purchase accounts in a section of their own, with the tax adviser’s note and the creditor accounts', async () => {
    renderPage(DEFAULT_DATEV_SETTINGS);
    const purchases = await screen.findByRole('group', { name: texts.accounts.purchaseTitle });
    expect(within(purchases).getByText(texts.accounts.cases.PURCHASE_19)).toBeTruthy();
    expect(within(purchases).queryByText(texts.accounts.cases.REVENUE_19)).toBeNull();
    expect(screen.getAllByText(texts.accounts.confirm)).toHaveLength(2);
    expect(screen.getByText(texts.accounts.creditors)).toBeTruthy();
    expect(accountField('PURCHASE_19', 'SKR03').value).toBe('3400');
    expect(accountField('PURCHASE_7', 'SKR03').value).toBe('3300');
    expect(accountField('PURCHASE_NO_VAT', 'SKR03').value).toBe('3200');
    expect(accountField('PURCHASE_19', 'SKR04').value).toBe('5400');
    expect(accountField('PURCHASE_NO_VAT', 'SKR04').value).toBe('5200');
  });

  it('saves the numbers and every account as a list, and says a refused number at its field', async () => {
    const calls = renderPage(DEFAULT_DATEV_SETTINGS, {
      [SETTINGS]: (body) =>
        body
          ? { status: 422, body: { error: { code: '9594', message: 'x', fields: { adviser_number: '9594' } } } }
          : ok(DEFAULT_DATEV_SETTINGS),
    });
    fireEvent.change(await screen.findByLabelText(texts.settings.adviserNumber), { target: { value: '1001' } });
    fireEvent.change(screen.getByLabelText(texts.settings.clientNumber), { target: { value: '7' } });
    fireEvent.change(accountField('REVENUE_19', 'SKR03'), { target: { value: '8401' } });
    fireEvent.click(screen.getByRole('button', { name: texts.settings.save }));
    await waitFor(() => expect(calls.some((call) => call.path === SETTINGS && call.body !== undefined)).toBe(true));
    const sent = calls.find((call) => call.path === SETTINGS && call.body !== undefined)!.body as {
      adviser_number: number;
      client_number: number;
      accounts: { chart: string; account_case: string; account: string }[];
    };
    expect(sent.adviser_number).toBe(1001);
    expect(sent.client_number).toBe(7);
    expect(sent.accounts).toHaveLength(22);
    expect(sent.accounts).toContainEqual({ chart: 'SKR03', account_case: 'REVENUE_19', account: '8401' });
    expect(await screen.findByText(en.errors['9594'])).toBeTruthy();
  });

  it('refuses an account that is not four digits before sending', async () => {
    const calls = renderPage(DEFAULT_DATEV_SETTINGS);
    fireEvent.change(await screen.findByLabelText(texts.settings.adviserNumber), { target: { value: '12' } });
    fireEvent.change(accountField('EXPORT', 'SKR04'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: texts.settings.save }));
    expect(await screen.findByText(en.errors['9598'])).toBeTruthy();
    expect(await screen.findByText(en.errors['9594'])).toBeTruthy();
    expect(calls.filter((call) => call.path === SETTINGS && call.body !== undefined)).toHaveLength(0);
  });
});
