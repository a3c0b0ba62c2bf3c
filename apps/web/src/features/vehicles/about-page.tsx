import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { formatDate, formatNumber } from '../../app/format';
import { vehiclesApi } from './vehicles.api';

const LICENCE_URL = 'https://www.govdata.de/dl-de/by-2-0';

/** /about: what Kontor is and where its data come from (the KBA's licence asks for the notice). */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.about.title');
  const status = useQuery({ queryKey: ['vehicles', 'key-list'], queryFn: vehiclesApi.keyList });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.about.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('vehicles.about.intro')}</Typography.Paragraph>
      <Card title={t('vehicles.about.keyListTitle')}>
        <Typography.Paragraph>{t('vehicles.about.keyListSource')}</Typography.Paragraph>
        <Typography.Paragraph>
          <Typography.Link href={LICENCE_URL} target="_blank" rel="noreferrer">
            {t('vehicles.about.licence')}
          </Typography.Link>
        </Typography.Paragraph>
        {status.data && (
          <Typography.Paragraph type="secondary">
            {status.data.imported
              ? t('vehicles.about.loaded', {
                  source: status.data.source ?? '',
                  rows: formatNumber(status.data.rows),
                  date: formatDate(status.data.importedAt),
                })
              : t(status.data.loading ? 'vehicles.about.loading' : 'vehicles.about.notLoaded')}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary">{t('vehicles.about.noWarranty')}</Typography.Text>
      </Card>
    </Flex>
  );
}
