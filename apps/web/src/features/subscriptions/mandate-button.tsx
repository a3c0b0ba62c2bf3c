import { FilePdfOutlined } from '@ant-design/icons';
import type { Subscription } from '@kontor/domain/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../app/use-api-errors';
import { saveFile } from '../../ui/save-file';
import { subscriptionsApi } from './subscriptions.api';

/** Saves the SEPA mandate a subscription was ordered with (a granted mandate is kept, also after the end). */
export function MandateButton({ subscription, size }: { subscription: Subscription; size?: 'small' }) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const mandate = useMutation({
    mutationFn: () => subscriptionsApi.mandate(subscription.id),
    onSuccess: (pdf) =>
      saveFile(pdf, t('subscriptions.running.mandateFileName', { reference: subscription.mandateReference ?? subscription.id })),
    onError: (error) => showError(error),
  });
  return (
    <Button size={size} icon={<FilePdfOutlined aria-hidden />} loading={mandate.isPending} onClick={() => mandate.mutate()}>
      {t('subscriptions.running.downloadMandate')}
    </Button>
  );
}
