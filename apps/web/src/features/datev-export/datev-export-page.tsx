import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { UnsavedGuardContext, useUnsavedGuard } from '../../app/use-unsaved-guard';
import { datevApi, datevKeys } from './datev-export.api';
import { DatevDownloadCard } from './datev-download-card';
import { DatevSettingsCard, type SettingsForm } from './datev-settings-card';

/**
 * /settings/document/datev: the DATEV settings with the revenue accounts the tax adviser confirms, and
 * the download of a period's Buchungsstapel with its invoice PDFs as one ZIP.
 */
export default function DatevExportPage() {
  const { t } = useTranslation();
  usePageTitle('datevExport.title');
  const unsaved = useUnsavedGuard();
  const settings = useQuery({ queryKey: datevKeys.settings, queryFn: datevApi.settings });
  const [settingsForm] = Form.useForm<SettingsForm>();

  if (!settings.data) return <Skeleton active />;
  return (
    <UnsavedGuardContext value={unsaved}>
      <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('datevExport.intro')}</Typography.Paragraph>
        <DatevDownloadCard settingsForm={settingsForm} />
        <DatevSettingsCard settings={settings.data} form={settingsForm} />
      </Flex>
    </UnsavedGuardContext>
  );
}
