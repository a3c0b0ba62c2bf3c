import { SUPPORT_MESSAGE_MAX, supportMessageSchema, type SupportMessage } from '@kontor/domain/support';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import AntdProviders from '../../app/antd-providers';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { fetchSupportContact, supportKeys } from '../../app/support-contact';
import { supportApi } from './support.api';
import { limitCount } from '../../ui/text-limit';
import { useUiLocale } from '../../ui/use-ui-locale';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type ModalProps = { isOpen: boolean; setOpen: (open: boolean) => void };

/**
 * The dialog itself, loaded the first time someone opens it (it brings the form and the schema).
 * It is mounted beside the pages, outside the authenticated area's antd providers: it brings its own.
 */
export default function ContactSupportModal(props: ModalProps) {
  return (
    <AntdProviders>
      <SupportModal {...props} />
    </AntdProviders>
  );
}

function SupportModal({ isOpen, setOpen }: ModalProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { user } = useSession();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<SupportMessage>();
  const contact = useQuery({
    queryKey: supportKeys.contact,
    queryFn: fetchSupportContact,
    enabled: isOpen,
    staleTime: Infinity,
  });
  const email = contact.data?.email;
  const phone = contact.data?.phone;
  const send = useMutation({
    mutationFn: supportApi.sendMessage,
    onSuccess: () => {
      void message.success(t('shell.support.sent'));
      form.resetFields();
      setOpen(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setFields(
          Object.entries(error.fields).map(([name, code]) => ({
            name: name as keyof SupportMessage,
            errors: [t(`errors.${code}`)],
          })),
        );
        return;
      }
      const code = error instanceof ApiError ? error.code : '5003';
      notification.error({
        title: t('common.errors.errorTitle'),
        description: t(`errors.${code}`, { defaultValue: t('errors.5003') }),
      });
    },
  });

  // The domain schema decides what is valid; its codes become the catalog's texts.
  const rule = (field: keyof SupportMessage) => ({
    validator: async (_: unknown, value: unknown) => {
      const result = supportMessageSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(t(`errors.${result.error.issues[0]?.message ?? '0001'}`));
    },
  });

  return (
    <Modal open={isOpen} title={t('shell.support.title')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('shell.support.intro')}</Typography.Paragraph>
      {/* Only what the operator set: an unset e-mail or phone is left out, never a made-up one shown. */}
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        {(!contact.data || email) && (
          <Descriptions.Item label={t('shell.support.email')}>
            {email ? <a href={`mailto:${email}`}>{email}</a> : '…'}
          </Descriptions.Item>
        )}
        {(!contact.data || phone) && (
          <Descriptions.Item label={t('shell.support.phone')}>
            {phone ? <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> : '…'}
          </Descriptions.Item>
        )}
      </Descriptions>
      {contact.data && !email ? (
        <Typography.Paragraph type="secondary">{t('shell.support.notSetUp')}</Typography.Paragraph>
      ) : user ? (
        <Form
          form={form}
          layout="vertical"
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
          onFinish={(values) => send.mutate(values)}
          requiredMark={false}
        >
          <Form.Item name="subject" label={t('shell.support.subject')} rules={[rule('subject')]}>
            <Input />
          </Form.Item>
          <Form.Item name="message" label={t('shell.support.message')} rules={[rule('message')]}>
            <Input.TextArea rows={5} count={limitCount(SUPPORT_MESSAGE_MAX, locale)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending} block>
            {t('shell.support.send')}
          </Button>
        </Form>
      ) : (
        <Typography.Paragraph type="secondary">{t('shell.support.loginToWrite')}</Typography.Paragraph>
      )}
    </Modal>
  );
}
