import { LOCALES } from '@kontor/domain/constants';
import { BINDING_ORDER_DAYS, type DocumentType, generateDocumentSchema, PROPOSAL_VALID_DAYS } from '@kontor/domain/trades';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Radio, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../ui/zod-rule';
import { tradesApi } from './trades.api';
import { tradesKeys } from './use-trade';

const HINT_DAYS: Partial<Record<string, number>> = { PROPOSAL: PROPOSAL_VALID_DAYS, BINDING_CONTRACT: BINDING_ORDER_DAYS };

type DocumentsStepProps = {
  /** The documents offered, in the order they are made. */
  types: readonly DocumentType[];
  /** Where their titles and hints are: `${texts}.${type}.title`. */
  texts: string;
  /** The sale's issued invoice number (it cannot be made again); null: none. */
  issuedNumber?: string | null;
};

/**
 * Step 4: which documents to make and in which language. With automatic numbering switched off in
 * Document settings, the dealer types the invoice number of a sale. Once the invoice is issued
 * (`issuedNumber`) it cannot be made again.
 */
export function DocumentsStep({ types, texts, issuedNumber = null }: DocumentsStepProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const documents = (Form.useWatch('documents', { form, preserve: true }) ?? []) as string[];
  const numbering = useQuery({
    queryKey: tradesKeys.numbering,
    queryFn: tradesApi.numbering,
    enabled: types.includes('INVOICE'),
  });
  const typedNumber = numbering.data?.automaticNumbering === false && documents.includes('INVOICE') && !issuedNumber;
  // antd centres the box on the whole two-line label; it belongs beside the title, its first line.
  const { token } = theme.useToken();
  const firstLine = {
    root: { alignItems: 'flex-start' },
    icon: { alignSelf: 'flex-start', marginTop: (token.fontSize * token.lineHeight - token.controlInteractiveSize) / 2 },
  } as const;

  return (
    <>
      <Form.Item
        name="documents"
        label={t('trades.documents.choose')}
        rules={[{ type: 'array', min: 1, message: t('trades.documents.noneChosen') }]}
      >
        <Checkbox.Group style={{ display: 'block' }}>
          <Space orientation="vertical">
            {types.map((type) => {
              const issued = type === 'INVOICE' && issuedNumber !== null;
              return (
                <Checkbox key={type} value={type} disabled={issued} styles={firstLine}>
                  <span>{t(`${texts}.${type}.title`)}</span>
                  <br />
                  <Typography.Text type="secondary">
                    {issued
                      ? t('trades.documents.invoiceIssued', { number: issuedNumber })
                      : t(`${texts}.${type}.hint`, { days: HINT_DAYS[type] ?? '' })}
                  </Typography.Text>
                </Checkbox>
              );
            })}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="language" label={t('trades.documents.language')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
        />
      </Form.Item>
      {typedNumber && (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('trades.documents.invoiceNumberHint')} />
          <Form.Item
            name="invoiceNumber"
            label={t('trades.documents.invoiceNumber')}
            required
            rules={[{ required: true, message: t('errors.9511') }, zodRule(generateDocumentSchema.shape.invoiceNumber, t)]}
          >
            <Input autoComplete="off" style={{ maxWidth: 320 }} />
          </Form.Item>
        </>
      )}
    </>
  );
}
