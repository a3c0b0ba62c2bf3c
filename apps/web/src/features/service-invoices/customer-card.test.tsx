import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../../test/screen-test-kit';
import { CustomerCard } from './customer-section';
import { customer } from './service-invoice-page.fixture';

setUpScreenTests();

describe('the service invoice’s customer card', () => {
  it('shows the phone number grouped as the customer list does', () => {
    renderWithProviders(
      <MemoryRouter>
        <CustomerCard party={{ ...customer, phoneNumber: '+4989123456', email: 'erika@example.de' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('+49 89 123456 · erika@example.de')).toBeTruthy();
  });
});
