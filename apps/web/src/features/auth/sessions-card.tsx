import type { UserSession } from '@kontor/domain/accounts';
import type { Locale } from '@kontor/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { authApi } from './auth.api';

/** The list's query; a password change, which ends the other sessions, reads it again. */
export const SESSIONS_KEY = ['auth', 'sessions'] as const;

// The time of day in Berlin, where the dealers are, 24-hour in both languages (18:05).
const clock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The day as the UI language writes it, and the time. */
const when = (iso: string, locale: Locale) => `${formatDate(iso, locale)} ${clock.format(new Date(iso))}`;

/**
 * The user's logins (browser and system, start, last use; this one marked), each but this one with
 * a button that ends it: its next token refresh is refused, so it is signed out within the hour its
 * access token still runs. This one ends with the logout in the menu.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showError = useApiErrors();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: authApi.sessions });

  const end = useMutation({
    mutationFn: (session: UserSession) => authApi.endSession(session.id),
    onSuccess: async () => {
      void message.success(t('auth.profile.sessions.ended'));
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => showError(error),
  });

  const list = sessions.data ?? [];
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('auth.profile.sessions.title')}</h2>}
      style={{ width: '100%' }}
      loading={sessions.isPending}
    >
      <Typography.Paragraph type="secondary">{t('auth.profile.sessions.hint')}</Typography.Paragraph>
      <List<UserSession>
        dataSource={list}
        locale={{ emptyText: t('auth.profile.sessions.empty') }}
        renderItem={(session) => {
          const device = session.device ?? t('auth.profile.sessions.unknownDevice');
          return (
            <List.Item
              actions={
                session.current
                  ? []
                  : [
                      <Button
                        key="end"
                        danger
                        aria-label={t('auth.profile.sessions.endLabel', { device })}
                        loading={end.isPending && end.variables?.id === session.id}
                        onClick={() => end.mutate(session)}
                      >
                        {t('auth.profile.sessions.end')}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap align="center">
                    <span style={{ overflowWrap: 'anywhere' }}>{device}</span>
                    {session.current && <Tag>{t('auth.profile.sessions.current')}</Tag>}
                  </Flex>
                }
                description={
                  <Flex vertical>
                    <span>{t('auth.profile.sessions.started', { when: when(session.createdAt, locale) })}</span>
                    <span>{t('auth.profile.sessions.lastUsed', { when: when(session.lastUsedAt, locale) })}</span>
                  </Flex>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
