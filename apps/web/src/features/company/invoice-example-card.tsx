import { FilePdfOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { saveFile } from '../../ui/save-file';

/** GET /api/user/invoice-example: the sample invoice with the settings as they are saved now. */
export function InvoiceExampleCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useMutation({
    mutationFn: () => api<Blob>('/api/user/invoice-example', { binary: true }),
    onSuccess: (pdf) => {
      saveFile(pdf, t('company.example.fileName'));
      void message.success(t('company.example.downloaded'));
    },
  });
  return (
    <Card title={t('company.example.title')}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('company.example.hint')}
        </Typography.Paragraph>
        <Button icon={<FilePdfOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
          {t('company.example.download')}
        </Button>
      </Flex>
    </Card>
  );
}
