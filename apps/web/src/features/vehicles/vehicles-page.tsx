import type { VehicleListItem } from '@kontor/domain/vehicles';
import { Flex, Grid, Table, Tabs, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatNumber } from '../../app/format';
import { SORT_COLUMNS, type SortColumn, useVehicleFilter } from './use-vehicle-filter';
import { useVehicleList } from './use-vehicle-list';
import { VehicleFilterBar } from './vehicle-filter-bar';
import { useVehicleListColumns } from './vehicle-list-columns';
import { VehiclesHeading } from './vehicles-heading';
import { Pager } from '../../ui/pager';
import { LoadFailed } from '../../ui/load-failed';

export default function VehiclesPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.list.title');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { filter, update, reset, perPage } = useVehicleFilter();
  const list = useVehicleList(filter, perPage);
  const { failed, counts, total } = list;
  const pageCount = Math.ceil(total / perPage);
  // On a phone the table keeps only the columns that fit (see useVehicleListColumns).
  const narrow = !screens.sm;
  const columns = useVehicleListColumns({ filter, narrow, isDemo: list.isDemo });

  const open = (vehicle: VehicleListItem) => navigate(`/vehicles/${vehicle.id}`);

  return (
    <Flex vertical gap={12}>
      <VehiclesHeading title={t('vehicles.list.title')} />
      <Tabs
        activeKey={filter.status}
        onChange={(key) => update({ status: key === 'SOLD' ? 'SOLD' : 'CURRENT' })}
        items={[
          { key: 'CURRENT', label: t('vehicles.list.current', { count: counts.current }) },
          { key: 'SOLD', label: t('vehicles.list.sold', { count: counts.sold }) },
        ]}
      />
      <VehicleFilterBar filter={filter} update={update} reset={reset} makeOptions={list.makeOptions} />
      {/* A list that did not load says so and offers to try again: no "0 vehicles" that looks like an empty stock. */}
      {failed && <LoadFailed title={t('vehicles.list.failed')} onRetry={list.refetch} />}
      <Flex gap={8} wrap align="center" hidden={failed}>
        <Typography.Text type="secondary" aria-live="polite">
          {t('vehicles.list.total', { count: total })}
        </Typography.Text>
        {filter.inspectionDueDays !== undefined && (
          <Tag closable onClose={() => update({ inspectionDueDays: undefined })} color="orange">
            {t('vehicles.list.inspectionDue', { days: formatNumber(filter.inspectionDueDays) })}
          </Tag>
        )}
      </Flex>
      {!failed && (
        <Table<VehicleListItem>
          rowKey="id"
          size={screens.md ? 'middle' : 'small'}
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={false}
          // antd draws the empty text in its disabled grey (1.83:1); the secondary text keeps 4.5:1.
          locale={{ emptyText: <Typography.Text type="secondary">{t('vehicles.list.empty')}</Typography.Text> }}
          onRow={(vehicle) => ({ onClick: () => open(vehicle), style: { cursor: 'pointer' } })}
          // Only sorting calls this: the table has neither pagination nor column filters (the Pager
          // and the filter bar above do both).
          onChange={(_pagination, _filters, sorter) => {
            const { columnKey, order } = sorter as SorterResult<VehicleListItem>;
            const column = String(columnKey) as SortColumn;
            if (!(column in SORT_COLUMNS)) return;
            update({ sort: SORT_COLUMNS[column][order === 'descend' ? 1 : 0] });
          }}
          // Wide lists scroll sideways; on a phone the few columns left fit, and the facts' lines wrap.
          scroll={narrow ? undefined : { x: 'max-content' }}
        />
      )}
      {!failed && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pager current={filter.page} pageCount={pageCount} onChange={(page) => update({ page })} />
        </Flex>
      )}
    </Flex>
  );
}
