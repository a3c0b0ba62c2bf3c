import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';
import { ApiError } from './api-client';
import { useApiErrors } from './use-api-errors';

setUpScreenTests();

function Refused({ code }: { code: string }) {
  const showError = useApiErrors();
  return (
    <button type="button" onClick={() => showError(new ApiError(403, code))}>
      {code}
    </button>
  );
}

describe('useApiErrors', () => {
  it('says where a plan is ordered when a change is refused after the trial (5005)', async () => {
    renderWithProviders(<Refused code="5005" />);
    fireEvent.click(screen.getByRole('button', { name: '5005' }));
    expect(await screen.findByText(catalogs.en.errors['5005'])).toBeTruthy();
    expect(catalogs.en.errors['5005']).toContain(`“${catalogs.en.shell.menu.settings}” → “${catalogs.en.subscriptions.menu}”`);
  });

  it('shows any other code’s text alone', async () => {
    renderWithProviders(<Refused code="5006" />);
    fireEvent.click(screen.getByRole('button', { name: '5006' }));
    expect(await screen.findByText(catalogs.en.errors['5006'])).toBeTruthy();
  });
});
