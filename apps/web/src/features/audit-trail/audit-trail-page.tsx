import { DownloadOutlined } from '@ant-design/icons';
import type { Envelope } from '@kontor/domain/api-types';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditAction, type AuditObjectType } from '@kontor/domain/audit-trail';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { PAGE_SIZE } from '@kontor/domain/constants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Grid, Row, Select, Spin, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchBox } from '../../app/list-search-box';
import { currentLocale } from '../../app/locale';
import { usePageTitle } from '../../app/page-title';
import { useListQuery, usePageInRange } from '../../app/use-list-query';
import { DateInput } from '../../ui/date-input';
import { LoadFailed } from '../../ui/load-failed';
import { Pager } from '../../ui/pager';
import { saveFile } from '../../ui/save-file';
import { type AuditFilters, auditTrailApi, auditTrailKeys } from './audit-trail.api';
import { formatMoment, shortHash } from './audit-trail-format';

type AuditRow = Envelope<'auditEventsList'>['data'][number];
type Picked = { from: Dayjs | null; to: Dayjs | null; action?: AuditAction; objectType?: AuditObjectType; userId?: string };

const iso = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : undefined);

/** The object in words with its number: "Rechnung 2026-0001", "Fahrzeug BMW 320d …". */
function useObjectText() {
  const { t } = useTranslation();
  return (row: AuditRow) => {
    const documentType = row.details.documentType;
    const kind =
      row.objectType === 'DOCUMENT' && typeof documentType === 'string'
        ? t(`auditTrail.documentTypes.${documentType}`)
        : t(`auditTrail.objectTypes.${row.objectType}`);
    const label = row.action === 'CUSTOMER_DELETED' ? t('auditTrail.erased') : row.label;
    return label ? `${kind} ${label}` : kind;
  };
}

/** The hash, shortened, with a button that copies all of it. */
function Hash({ hash }: { hash: string | null }) {
  const { t } = useTranslation();
  if (!hash) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Typography.Text code copyable={{ text: hash, tooltips: [t('auditTrail.copy'), t('auditTrail.copied')] }} title={hash}>
      {shortHash(hash)}
    </Typography.Text>
  );
}

/** From, to, action, kind and user; the label's search is the list's search box. */
function Filters({ picked, onChange }: { picked: Picked; onChange(next: Picked): void }) {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: auditTrailKeys.users, queryFn: auditTrailApi.users });
  const all = t('auditTrail.filters.all');
  const labelled = (id: string, label: string, control: ReactNode) => (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {control}
    </Flex>
  );
  return (
    <Row gutter={[12, 12]}>
      <Col xs={12} md={4}>
        {labelled(
          'audit-from',
          t('auditTrail.filters.from'),
          <DateInput id="audit-from" value={picked.from} onChange={(from) => onChange({ ...picked, from })} />,
        )}
      </Col>
      <Col xs={12} md={4}>
        {labelled(
          'audit-to',
          t('auditTrail.filters.to'),
          <DateInput id="audit-to" value={picked.to} onChange={(to) => onChange({ ...picked, to })} />,
        )}
      </Col>
      <Col xs={24} md={6}>
        {labelled(
          'audit-action',
          t('auditTrail.filters.action'),
          <Select<AuditAction | undefined>
            id="audit-action"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={all}
            value={picked.action}
            onChange={(action) => onChange({ ...picked, action })}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`auditTrail.actions.${action}`) }))}
            style={{ width: '100%' }}
          />,
        )}
      </Col>
      <Col xs={12} md={5}>
        {labelled(
          'audit-kind',
          t('auditTrail.filters.objectType'),
          <Select<AuditObjectType | undefined>
            id="audit-kind"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={all}
            value={picked.objectType}
            onChange={(objectType) => onChange({ ...picked, objectType })}
            options={AUDIT_OBJECT_TYPES.map((kind) => ({ value: kind, label: t(`auditTrail.objectTypes.${kind}`) }))}
            style={{ width: '100%' }}
          />,
        )}
      </Col>
      <Col xs={12} md={5}>
        {labelled(
          'audit-user',
          t('auditTrail.filters.user'),
          <Select<string | undefined>
            id="audit-user"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={all}
            value={picked.userId}
            onChange={(userId) => onChange({ ...picked, userId })}
            options={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            style={{ width: '100%' }}
          />,
        )}
      </Col>
    </Row>
  );
}

/** Narrow screens: one card per event instead of a table's columns. */
function EventCards({ rows, objectText }: { rows: AuditRow[]; objectText(row: AuditRow): string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card size="small">
            <Flex vertical gap={2}>
              <Typography.Text strong>{t(`auditTrail.actions.${row.action}`)}</Typography.Text>
              <Typography.Text>{objectText(row)}</Typography.Text>
              <Typography.Text type="secondary">
                {formatMoment(row.occurredAt, locale)} · {row.userName ?? t('auditTrail.system')}
              </Typography.Text>
              {row.documentSha256 ? <Hash hash={row.documentSha256} /> : null}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * /settings/audit-trail: who issued, regenerated, cancelled, deleted, mailed or exported what and
 * when (GoBD), newest first, filtered by day, action, kind, user and number; the same selection as CSV.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  usePageTitle('auditTrail.title');
  const locale = currentLocale();
  const wide = Grid.useBreakpoint().md ?? false;
  const objectText = useObjectText();
  const { search, setSearch, page, setPage } = useListQuery();
  const [picked, setPicked] = useState<Picked>({ from: null, to: null });
  const filters: AuditFilters = {
    from: iso(picked.from),
    to: iso(picked.to),
    action: picked.action,
    objectType: picked.objectType,
    userId: picked.userId,
    search: search || undefined,
  };
  const events = useQuery({
    queryKey: auditTrailKeys.page(filters, page),
    queryFn: () => auditTrailApi.list({ ...filters, page, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = events.data?.data ?? [];
  const total = events.data?.meta.total ?? 0;
  const pageCount = Math.ceil(total / (events.data?.meta.perPage || PAGE_SIZE));
  usePageInRange({ page, pageCount, answered: events.isSuccess && !events.isPlaceholderData, setPage });
  const download = useMutation({
    mutationFn: () => auditTrailApi.csv({ ...filters, lang: locale }),
    onSuccess: (csv) => saveFile(csv, `${t('auditTrail.fileName')}-${todayInBerlin()}.csv`),
  });
  const changeFilters = (next: Picked) => {
    setPicked(next);
    setPage(1);
  };

  const columns: TableColumnsType<AuditRow> = [
    {
      key: 'occurredAt',
      title: t('auditTrail.columns.occurredAt'),
      render: (_, row) => formatMoment(row.occurredAt, locale),
      width: 190,
    },
    { key: 'user', title: t('auditTrail.columns.user'), render: (_, row) => row.userName ?? t('auditTrail.system') },
    { key: 'action', title: t('auditTrail.columns.action'), render: (_, row) => t(`auditTrail.actions.${row.action}`) },
    { key: 'object', title: t('auditTrail.columns.object'), render: (_, row) => objectText(row) },
    { key: 'sha256', title: t('auditTrail.columns.sha256'), render: (_, row) => <Hash hash={row.documentSha256} /> },
  ];

  let content;
  if (events.isLoading) content = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  else if (events.isError) content = <LoadFailed title={t('auditTrail.failed')} onRetry={() => void events.refetch()} />;
  else if (rows.length === 0) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auditTrail.empty')} />;
  else
    content = (
      <Flex vertical gap={16} aria-busy={events.isFetching}>
        <Typography.Text type="secondary">{t('auditTrail.total', { count: total })}</Typography.Text>
        {wide ? (
          <Table<AuditRow> rowKey="id" columns={columns} dataSource={rows} pagination={false} size="middle" />
        ) : (
          <EventCards rows={rows} objectText={objectText} />
        )}
        <Pager current={page} pageCount={pageCount} onChange={setPage} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1400, minWidth: 0 }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('auditTrail.intro')}</Typography.Paragraph>
      <Filters picked={picked} onChange={changeFilters} />
      <Flex gap={12} wrap align="center" justify="space-between">
        <div style={{ flex: '1 1 280px', maxWidth: 480 }}>
          <ListSearchBox label={t('auditTrail.filters.search')} search={search} onSearch={setSearch} />
        </div>
        <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
          {t('auditTrail.download')}
        </Button>
      </Flex>
      {content}
    </Flex>
  );
}
