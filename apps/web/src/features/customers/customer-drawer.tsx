import type { Customer, CustomerInput } from '@kontor/domain/customers';
import { useMutation } from '@tanstack/react-query';
import { App, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '../../app/use-unsaved-guard';
import { CustomerForm } from './customer-form';
import { customersApi } from './customers.api';

export type DrawerState = { mode: 'create' } | { mode: 'edit'; customer: Customer } | null;

type CustomerDrawerProps = {
  drawer: DrawerState;
  onClose(): void;
  /** After a save: reload the list. */
  onSaved(): Promise<unknown>;
};

/** The drawer that adds a customer or edits one from the list. */
export function CustomerDrawer({ drawer, onClose, onSaved }: CustomerDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Esc or a click beside the drawer with changes not saved asks before they are thrown away.
  const unsavedClose = useUnsavedClose();
  const save = useMutation({
    mutationFn: (values: CustomerInput) =>
      drawer?.mode === 'edit'
        ? customersApi.update(drawer.customer.id, values, drawer.customer.updatedAt)
        : customersApi.create(values),
    onSuccess: async () => {
      void message.success(t(drawer?.mode === 'edit' ? 'customers.messages.updated' : 'customers.messages.created'));
      unsavedClose.reset();
      onClose();
      await onSaved();
    },
  });
  return (
    <Drawer
      open={drawer !== null}
      onClose={() => unsavedClose.close(onClose)}
      title={t(drawer?.mode === 'edit' ? 'customers.drawer.editTitle' : 'customers.drawer.createTitle')}
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      {drawer && (
        <CustomerForm
          key={drawer.mode === 'edit' ? drawer.customer.id : 'new'}
          initialValues={drawer.mode === 'edit' ? drawer.customer : undefined}
          submitting={save.isPending}
          submitLabel={drawer.mode === 'edit' ? t('common.actions.save') : t('customers.actions.create')}
          onSubmit={(values) => save.mutateAsync(values)}
          onCancel={() => {
            unsavedClose.reset();
            onClose();
          }}
          onChange={unsavedClose.markChanged}
        />
      )}
    </Drawer>
  );
}
