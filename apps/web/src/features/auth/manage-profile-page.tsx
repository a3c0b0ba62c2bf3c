import { changePasswordSchema, userDetailsSchema } from '@kontor/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { zodFieldRule } from '../../ui/zod-rule';
import { authApi } from './auth.api';
import { NewPasswordFields, PersonalDetailsFields } from './auth-form-parts';
import { SESSIONS_KEY, SessionsCard } from './sessions-card';
import { type PersonalDetailsValues, splitPhone, toPersonalDetails } from './auth-form-values';
import { useApiErrors } from '../../app/use-api-errors';
import { UnsavedGuardContext, useUnsavedGuard, useUnsavedPart } from '../../app/use-unsaved-guard';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type PasswordValues = { currentPassword: string; password: string; passwordConfirmation: string };

/**
 * Manage Profile: the user's own details and password, their sessions, then the company part, which the router
 * brings from the company feature. Each form saves on its own; leaving the page asks while any of
 * them holds changes not saved.
 */
export default function ManageProfilePage({ companySections }: { companySections: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle('auth.profile.title');
  const unsaved = useUnsavedGuard();
  return (
    <UnsavedGuardContext value={unsaved}>
      <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%' }}>
        <Flex gap={24} wrap align="flex-start">
          <DetailsCard />
          <PasswordCard />
        </Flex>
        <SessionsCard />
        <section aria-label={t('auth.profile.title')}>{companySections}</section>
      </Flex>
    </UnsavedGuardContext>
  );
}

const cardStyle = { flex: '1 1 360px', minWidth: 0 } as const;

function DetailsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user, refresh } = useSession();
  const [form] = Form.useForm<PersonalDetailsValues>();
  const showError = useApiErrors();
  const unsaved = useUnsavedPart('details');

  const initialValues = useMemo(
    () =>
      user
        ? {
            ...splitPhone(user.phone),
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            gender: user.gender,
            birthDate: user.birthDate ? dayjs(user.birthDate) : null,
          }
        : undefined,
    [user],
  );

  const save = useMutation({
    mutationFn: (values: PersonalDetailsValues) => authApi.updateDetails(toPersonalDetails(values)),
    onSuccess: async () => {
      unsaved.markSaved();
      void message.success(t('auth.profile.detailsSaved'));
      await refresh();
    },
    onError: (error) => showError(error, form, { phoneNumber: 'phoneLocal' }),
  });

  if (!user) return null;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('auth.profile.detailsTitle')}</h2>} style={cardStyle}>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'email', label: t('auth.fields.email'), children: user.email },
          { key: 'publicId', label: t('auth.fields.publicId'), children: user.publicId },
        ]}
      />
      <Form<PersonalDetailsValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => save.mutate(values)}
      >
        <PersonalDetailsFields schema={userDetailsSchema} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.actions.save')}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const showError = useApiErrors();
  const unsaved = useUnsavedPart('password');

  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (values: PasswordValues) => authApi.changePassword(values),
    onSuccess: () => {
      unsaved.markSaved();
      // The change ended every other session.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void message.success(t('auth.profile.passwordSaved'));
      form.resetFields();
    },
    onError: (error) => {
      // 0034 belongs to the current password, 0035 to the new one, wherever the server put them.
      if (
        error instanceof ApiError &&
        (error.code === '0034' || error.code === '0035') &&
        Object.keys(error.fields).length === 0
      ) {
        form.setFields([{ name: error.code === '0034' ? 'currentPassword' : 'password', errors: [t(`errors.${error.code}`)] }]);
      } else showError(error, form);
    },
  });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('auth.profile.passwordTitle')}</h2>} style={cardStyle}>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item
          name="currentPassword"
          label={t('auth.fields.currentPassword')}
          required
          rules={[zodFieldRule({ schema: changePasswordSchema }, 'currentPassword', t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          schema={changePasswordSchema}
          confirmName="passwordConfirmation"
          label={t('auth.fields.newPassword')}
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('auth.profile.passwordSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
