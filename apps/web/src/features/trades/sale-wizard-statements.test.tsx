import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../test/screen-test-kit';
import { keepDraft, open, saves, stubWizard } from './sale-wizard-page.fixture';

// What the sale's documents state beside the price, as the dealer chooses it in the wizard: the
// total mileage (the contract prints exactly the choice) and the kind of proof of an exempt supply.

const en = catalogs.en.trades;

setUpScreenTests({ wide: true });

describe('the sale wizard’s statements', () => {
  it('states the total mileage as unknown unless the dealer chooses otherwise, and sends the choice with a differing total', async () => {
    const calls = stubWizard();
    keepDraft(2, { grossPrice: 1_500_000, handoverMileage: 42_350 });
    open();
    const group = await screen.findByRole('radiogroup', { name: en.handover.mileageStatement });
    const choice = (value: 'ODOMETER' | 'DIFFERENT' | 'UNKNOWN') =>
      within(group).getByRole('radio', { name: en.handover.mileageStatements[value] });
    expect((choice('UNKNOWN') as HTMLInputElement).checked).toBe(true);
    // The known total is asked only when it differs from the odometer.
    expect(screen.queryByLabelText(en.handover.totalMileage)).toBeNull();
    fireEvent.click(choice('DIFFERENT'));
    fireEvent.change(await screen.findByLabelText(en.handover.totalMileage), { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() =>
      expect(saves(calls).at(-1)?.body).toMatchObject({ mileage_statement: 'DIFFERENT', total_mileage: 150_000 }),
    );
  });

  it('sends no differing total when the total is the odometer’s', async () => {
    const calls = stubWizard();
    keepDraft(2, { grossPrice: 1_500_000, mileageStatement: 'DIFFERENT', totalMileage: 150_000 });
    open();
    const group = await screen.findByRole('radiogroup', { name: en.handover.mileageStatement });
    fireEvent.click(within(group).getByRole('radio', { name: en.handover.mileageStatements.ODOMETER }));
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() => expect(saves(calls).at(-1)?.body).toMatchObject({ mileage_statement: 'ODOMETER', total_mileage: null }));
  });

  it('asks which proof an intra-EU supply rests on, offers only the kinds that prove it, and sends the kind with the reference', async () => {
    const calls = stubWizard();
    keepDraft(1, { grossPrice: 2_000_000, sectionType: '4.1b' });
    open();
    const kind = await screen.findByRole('radiogroup', { name: en.price.exportProofKind });
    expect(
      within(kind)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      en.price.proofKinds.ARRIVAL_CERTIFICATE,
      en.price.proofKinds.CMR_CONSIGNMENT_NOTE,
      en.price.proofKinds.FORWARDER_CERTIFICATE,
    ]);
    fireEvent.click(within(kind).getByRole('radio', { name: en.price.proofKinds.CMR_CONSIGNMENT_NOTE }));
    fireEvent.change(screen.getByLabelText(en.price.exportProof), { target: { value: 'CMR 4711' } });
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() =>
      expect(saves(calls).at(-1)?.body).toMatchObject({ export_proof_kind: 'CMR_CONSIGNMENT_NOTE', export_proof: 'CMR 4711' }),
    );
  });

  it('drops a proof kind the chosen supply cannot rest on', async () => {
    const calls = stubWizard();
    keepDraft(1, {
      grossPrice: 2_000_000,
      sectionType: '4.1a',
      exportProofKind: 'ARRIVAL_CERTIFICATE',
      exportProof: 'MRN 26DE123456789012A1',
    });
    open();
    const kind = await screen.findByRole('radiogroup', { name: en.price.exportProofKind });
    expect(within(kind).queryByRole('radio', { name: en.price.proofKinds.ARRIVAL_CERTIFICATE })).toBeNull();
    expect(
      within(kind)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: en.wizard.next }));
    await waitFor(() =>
      expect(saves(calls).at(-1)?.body).toMatchObject({ export_proof_kind: null, export_proof: 'MRN 26DE123456789012A1' }),
    );
  });
});
