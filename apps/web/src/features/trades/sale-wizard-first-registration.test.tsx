import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../test/screen-test-kit';
import { base, keepDraft, ok, open, stubWizard, vehicle, VEHICLE_ID } from './sale-wizard-page.fixture';

// The invoice and the contract print the vehicle's first registration, and the server refuses them
// without it (9561): the wizard says so where the documents are chosen and before they are made.

const en = catalogs.en;
const unregistered = { [base]: ok({ ...vehicle, firstRegistered: null }) };

setUpScreenTests({ wide: true });

describe('the sale wizard and the vehicle’s first registration', () => {
  it('says the first registration is missing when the invoice is chosen, with the way to the vehicle, on both last steps', async () => {
    stubWizard(unregistered);
    keepDraft(3, { grossPrice: 1_190_000, documents: ['INVOICE'] });
    open();
    const notice = (await screen.findByText(en.errors['9561'])).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: en.trades.wizard.toVehicle }).getAttribute('href')).toBe(
      `/vehicles/${VEHICLE_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: en.trades.wizard.next }));
    await screen.findByRole('button', { name: en.trades.generate.start });
    expect(screen.getByText(en.errors['9561'])).toBeTruthy();
  });

  it('says nothing when the chosen documents do not print it, or the vehicle has it', async () => {
    stubWizard(unregistered);
    keepDraft(3, { grossPrice: 1_190_000, documents: ['PROPOSAL'] });
    open();
    await screen.findByRole('checkbox', { name: new RegExp(en.trades.documents.types.PROPOSAL.title) });
    expect(screen.queryByText(en.errors['9561'])).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${en.trades.documents.types.CONTRACT.title}`) }));
    expect(await screen.findByText(en.errors['9561'])).toBeTruthy();
  });
});
