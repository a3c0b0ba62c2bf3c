import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests } from '../../test/screen-test-kit';
import { zodFieldRule } from '../../ui/zod-rule';
import { HandoverBasics } from './handover-fields';
import { tradeFormSchema } from './sale-draft';

const en = catalogs.en;

/** The sale's handover fields with the sale's own rules, as its handover step draws them. */
function SaleHandover() {
  const { t } = useTranslation();
  return (
    <Form initialValues={{ handoverDate: 'INVOICE_DATE' }}>
      <HandoverBasics
        rule={(name) => zodFieldRule(tradeFormSchema, name, t)}
        handoverDates="trades.handover.handoverDates"
        conditionTitle="trades.handover.sections.condition"
      />
    </Form>
  );
}

setUpScreenTests();

describe('the handover fields', () => {
  it.each([
    { label: en.trades.handover.keys, typed: '-1', max: '9' },
    { label: en.trades.handover.mileage, typed: '99999999', max: '999,999' },
  ])('say once why $typed is out of range for "$label", in the field’s own words', async ({ label, typed, max }) => {
    renderWithProviders(<SaleHandover />);
    fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });
    const range = en.common.numberInput.range.replace('{min}', '0').replace('{max}', max);
    const item = (await screen.findByText(range)).closest('.ant-form-item')!;
    expect(item.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
  });
});
