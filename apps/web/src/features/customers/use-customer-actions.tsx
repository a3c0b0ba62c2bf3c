import { type Customer, customerDisplayName } from '@kontor/domain/customers';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { formatDate } from '../../app/format';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { saveFile } from '../../ui/save-file';
import { customersApi } from './customers.api';

type Options = {
  /** After the customer was erased: reload the list, or leave the detail page. */
  onDeleted(customer: Customer): Promise<unknown> | void;
  /** After a refusal that means the list is stale (the customer was already gone). */
  onStale(): Promise<unknown> | void;
};

/** Erasing and exporting one customer, the same from the list and from the detail page. */
export function useCustomerActions({ onDeleted, onStale }: Options) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();

  function confirmDelete(customer: Customer) {
    const name = customerDisplayName(customer);
    modal.confirm({
      title: t('customers.delete.confirmTitle'),
      content: t('customers.delete.confirmText', { name }),
      okText: t('customers.delete.confirm'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        try {
          const { keptUntil } = await customersApi.remove(customer.id);
          // What the law keeps is said, so the dealer can answer the customer's request in full (Art. 17 Abs. 3 b GDPR).
          void message.success({
            content: keptUntil
              ? t('customers.messages.deletedKept', { name, date: formatDate(keptUntil, i18n.language === 'en' ? 'en' : 'de') })
              : t('customers.messages.deleted'),
            duration: keptUntil ? 8 : 3,
          });
          await onDeleted(customer);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 500;
          if (status === 409) {
            modal.error({ title: t('common.errors.errorTitle'), content: t('customers.delete.refusedInTrade', { name }) });
          } else {
            void message.error(t(`errors.${status === 404 ? '404' : '5003'}`));
            await onStale();
          }
        }
      },
    });
  }

  async function exportCustomer(customer: Customer) {
    const data = await customersApi.exportData(customer.id, i18n.language === 'en' ? 'en' : 'de');
    saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `customer-${customer.id}.json`);
    void message.success(t('customers.messages.exported'));
  }

  return { confirmDelete, exportCustomer };
}
