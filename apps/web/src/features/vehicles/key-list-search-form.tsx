import { SearchOutlined } from '@ant-design/icons';
import { keyListHsn, keyListTsn } from '@kontor/domain/key-list';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

export type SearchMode = 'key' | 'model';
type SearchValues = { hsn: string; tsn: string; model: string };

// The search takes a key only as the key list files it (4 digits, 3 characters): what the domain's
// key-list rule leaves unchanged is valid, so what the dealer typed is what is sent (upper-cased: the
// TSN field upper-cases what is typed, a key from the URL may still be in lower case).
const isKeyListForm = (value: string, keyListForm: (typed: string) => string | null) =>
  keyListForm(value) === value.toUpperCase();

type SearchFormProps = {
  mode: SearchMode;
  initialValues: SearchValues;
  /** The search as the URL keeps it. */
  onSearch(params: URLSearchParams): void;
};

/** The key list search's fields: HSN and TSN, or a trade name, and the search button. */
export function KeyListSearchForm({ mode, initialValues, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();

  const submit = (values: Partial<SearchValues>) => {
    const next = new URLSearchParams();
    if (mode === 'key') {
      next.set('hsn', keyListHsn(values.hsn ?? '') ?? '');
      const typedTsn = keyListTsn(values.tsn ?? '');
      if (typedTsn) next.set('tsn', typedTsn);
    } else next.set('model', (values.model ?? '').trim());
    onSearch(next);
  };

  const searchButton = (
    <Form.Item style={{ marginBottom: 12 }}>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('vehicles.add.search')}
      </Button>
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      onFinish={submit}
      requiredMark={false}
    >
      {mode === 'key' ? (
        <Flex gap={12} wrap align="flex-end">
          <Form.Item
            name="hsn"
            label={t('vehicles.add.hsn')}
            rules={[
              {
                required: true,
                validator: async (_rule, value?: string) => {
                  if (!value || !isKeyListForm(value, keyListHsn)) throw new Error(t('vehicles.add.hsnInvalid'));
                },
              },
            ]}
            style={{ flex: '1 1 140px', marginBottom: 12 }}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="tsn"
            label={t('vehicles.add.tsn')}
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  if (value && !isKeyListForm(value, keyListTsn)) throw new Error(t('vehicles.add.tsnInvalid'));
                },
              },
            ]}
            normalize={(value: string) => value.toUpperCase()}
            style={{ flex: '1 1 140px', marginBottom: 12 }}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {searchButton}
        </Flex>
      ) : (
        <Flex gap={12} wrap align="flex-end">
          <Form.Item
            name="model"
            label={t('vehicles.add.model')}
            rules={[{ required: true, min: 2, whitespace: true, message: t('vehicles.add.modelTooShort') }]}
            style={{ flex: '1 1 280px', marginBottom: 12 }}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {searchButton}
        </Flex>
      )}
    </Form>
  );
}
