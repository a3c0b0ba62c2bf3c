import { catalogs } from '@kontor/domain/i18n/catalogs';
import type { VatConfirmation } from '@kontor/domain/vat-confirmation';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';
import { VatConfirmationCard } from './vat-confirmation-card';

const en = catalogs.en.trades.vatConfirmation;

setUpScreenTests();

const asked: VatConfirmation = {
  id: 'c1',
  tradeId: 't1',
  requestedAt: '2026-06-15T10:00:00.000Z',
  requesterVatId: 'DE136695976',
  vatId: 'ATU13585627',
  name: 'Auto Wien GmbH',
  street: 'Kärntner Straße 1',
  postalCode: '1010',
  city: 'Wien',
  outcome: 'CONFIRMED',
  status: 'evatr-0000',
  results: { name: 'A', street: 'A', postalCode: 'A', city: 'A' },
  answeredAt: '2026-06-15T10:00:01.000Z',
  serviceRequestId: 'req-1',
  validFrom: null,
  validUntil: null,
  problem: null,
  error: null,
};
const unreachable: VatConfirmation = {
  ...asked,
  id: 'c0',
  requestedAt: '2026-06-14T08:00:00.000Z',
  outcome: 'UNAVAILABLE',
  status: null,
  results: { name: null, street: null, postalCode: null, city: null },
  problem: 'UNREACHABLE',
  error: 'connect ECONNREFUSED',
};

function show(confirmations: VatConfirmation[] | undefined, onAskAgain = vi.fn()) {
  renderWithProviders(
    <VatConfirmationCard
      confirmations={confirmations}
      failed={false}
      locale="en"
      asking={false}
      askFailed={false}
      onAskAgain={onAskAgain}
    />,
  );
  return onAskAgain;
}

describe('VatConfirmationCard', () => {
  it('shows a confirmation with its date and time (Berlin), the results per field and the answer code', () => {
    show([asked, unreachable]);
    expect(screen.getByRole('status').textContent).toContain('Confirmed on 15/06/2026 12:00: the VAT id ATU13585627 is valid');
    expect(screen.getAllByText('A – matches')).toHaveLength(4);
    expect(screen.getByText('Answer code: evatr-0000')).toBeTruthy();
    expect(screen.queryByText(en.consequence)).toBeNull();
    // The earlier request stays listed.
    expect(screen.getByText(en.earlier)).toBeTruthy();
    expect(screen.getByText(/No confirmation \(asked on 14\/06\/2026 10:00\)/)).toBeTruthy();
  });

  it('warns that no confirmation exists, why and what that means, and asks again on request', () => {
    const onAskAgain = show([unreachable]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No confirmation (asked on 14/06/2026 10:00)');
    expect(alert.textContent).toContain(en.problems.UNREACHABLE);
    expect(alert.textContent).toContain(en.consequence);
    fireEvent.click(screen.getByRole('button', { name: en.askAgain }));
    expect(onAskAgain).toHaveBeenCalledTimes(1);
  });

  it('says so when no request was made yet', () => {
    show([]);
    expect(screen.getByRole('alert').textContent).toContain(en.none);
  });
});
