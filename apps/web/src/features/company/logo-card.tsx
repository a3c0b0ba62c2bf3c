import type { Company } from '@kontor/domain/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Image, Popconfirm } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { companyApi, companyKeys } from './company.api';

/** The stored logo (GET …/logo/view) and its deletion; a new one is chosen in the company form. */
export function LogoCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const logo = useQuery({
    queryKey: [...companyKeys.logo, company.hasLogo],
    queryFn: () => (company.hasLogo ? companyApi.logoUrl() : null),
    gcTime: 0,
  });
  const url = logo.data ?? null;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const remove = useMutation({
    mutationFn: companyApi.deleteLogo,
    onSuccess: async (updated) => {
      queryClient.setQueryData(companyKeys.company, updated);
      void message.success(t('company.profile.logoDeleted'));
      await refresh();
    },
  });

  return (
    <Card title={t('company.sections.logo')} style={{ flex: '1 1 280px', minWidth: 0 }}>
      {url ? (
        <Flex vertical gap={16} align="flex-start">
          <Image
            src={url}
            alt={t('company.profile.logoAlt')}
            style={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain' }}
            preview={false}
          />
          <Popconfirm
            title={t('company.profile.deleteLogoConfirm')}
            onConfirm={() => remove.mutate()}
            okText={t('company.profile.deleteLogo')}
            cancelText={t('common.actions.cancel')}
          >
            <Button danger loading={remove.isPending}>
              {t('company.profile.deleteLogo')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : (
        <Empty description={t('company.profile.noLogo')} />
      )}
    </Card>
  );
}
