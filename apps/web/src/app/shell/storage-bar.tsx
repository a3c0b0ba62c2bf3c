import type { Locale } from '@kontor/domain/constants';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/format';
import { storageUsage } from '../../ui/storage-usage';

const COLORS = { green: '#15803d', amber: '#d97706', red: '#dc2626' } as const;

/** The company's used storage against its size, shown in the side menu. */
export function StorageBar({ usedStorage, storageSize }: { usedStorage: number; storageSize: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const usage = storageUsage(usedStorage, storageSize, locale);
  const text = t('shell.storage.usage', { used: usage.used, total: usage.total });
  return (
    <div style={{ padding: '12px 16px' }} data-testid="storage-bar" data-level={usage.level}>
      <Typography.Text strong style={{ display: 'block', fontSize: 12 }}>
        {t('shell.storage.label')}
      </Typography.Text>
      <div
        role="meter"
        aria-label={t('shell.storage.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, usage.percent)}
        aria-valuetext={`${text} (${t('shell.storage.percent', { percent: formatNumber(usage.percent, locale) })})`}
        style={{ height: 8, borderRadius: 4, background: '#e5e7eb', overflow: 'hidden', margin: '6px 0' }}
      >
        <div style={{ width: `${usage.width}%`, height: '100%', background: COLORS[usage.level] }} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    </div>
  );
}
