import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { FUEL_TYPES } from '@kontor/domain/constants';
import { VEHICLE_SORTS, type Vehicle } from '@kontor/domain/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Col,
  DatePicker,
  Flex,
  Grid,
  Input,
  InputNumber,
  Row,
  Select,
  Table,
  type TableColumnsType,
  Tabs,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatDate } from '../../ui/format';
import { DemoBanner, SampleTag, useDemo } from './use-demo';
import { useVehicleFilter, type VehicleFilter } from './use-vehicle-filter';
import { mileageText, powerText, vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';
import { Pager } from '../../ui/pager';

const SEARCH_DEBOUNCE_MS = 300;
const DATE_FORMAT = { de: 'DD.MM.YYYY', en: 'YYYY-MM-DD' } as const;

/** The demo version filters its sample vehicles here, the same way the server filters stored ones. */
function filterDemo(vehicles: Vehicle[], filter: VehicleFilter) {
  const text = filter.search?.toLowerCase();
  const matches = vehicles.filter(
    (v) =>
      (!text ||
        `${v.make} ${v.model} ${v.vinCode} ${v.hsn ?? ''}/${v.tsn ?? ''} ${v.briefNumber}`.toLowerCase().includes(text)) &&
      (!filter.make || filter.make === 'ANY' || v.make === filter.make) &&
      (!filter.fuelType || v.fuelType === filter.fuelType) &&
      (filter.mileageMax === undefined || v.mileage <= filter.mileageMax) &&
      (!filter.firstRegisteredFrom || (v.firstRegistered ?? '') >= filter.firstRegisteredFrom) &&
      (!filter.firstRegisteredTo || (v.firstRegistered !== null && v.firstRegistered <= filter.firstRegisteredTo)),
  );
  const counts = {
    current: matches.filter((v) => v.status === 'CURRENT').length,
    sold: matches.filter((v) => v.status === 'SOLD').length,
  };
  const order: Record<VehicleFilter['sort'], (a: Vehicle, b: Vehicle) => number> = {
    '-added_on': (a, b) => b.addedOn.localeCompare(a.addedOn),
    added_on: (a, b) => a.addedOn.localeCompare(b.addedOn),
    mileage: (a, b) => a.mileage - b.mileage,
    first_registered: (a, b) => (a.firstRegistered ?? '9999').localeCompare(b.firstRegistered ?? '9999'),
    make: (a, b) => `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`),
  };
  return { data: matches.filter((v) => v.status === filter.status).sort(order[filter.sort]), counts };
}

export default function VehiclesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('vehicles.list.title');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const demo = useDemo();
  const { filter, update, reset, perPage } = useVehicleFilter();
  const [typed, setTyped] = useState(filter.search ?? '');
  const locale = i18n.language === 'en' ? 'en' : 'de';

  // The URL follows the typing after a pause; a change of the URL (back button) refills the box.
  useEffect(() => {
    if ((typed.trim() || undefined) === filter.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is recreated each render; typed and the URL decide
  }, [typed, filter.search]);

  const list = useQuery({
    queryKey: ['vehicles', 'list', filter],
    queryFn: () => vehiclesApi.list({ ...filter, perPage }),
    placeholderData: keepPreviousData,
    enabled: !demo.isDemo,
  });
  const makes = useQuery({ queryKey: ['vehicles', 'makes'], queryFn: vehiclesApi.makes, staleTime: 5 * 60_000 });
  const demoList = useMemo(() => filterDemo(demo.vehicles, filter), [demo.vehicles, filter]);

  const rows = demo.isDemo ? demoList.data : (list.data?.data ?? []);
  const counts = demo.isDemo ? demoList.counts : (list.data?.meta.counts ?? { current: 0, sold: 0 });
  const total = demo.isDemo ? demoList.data.length : (list.data?.meta.total ?? 0);
  const pageCount = Math.ceil(total / perPage);

  // A sample vehicle of the demo version opens too, read-only (see useDemoVehicle).
  const open = (vehicle: Vehicle) => navigate(`/vehicles/${vehicle.id}`);

  const columns: TableColumnsType<Vehicle> = [
    {
      key: 'vehicle',
      title: t('vehicles.columns.vehicle'),
      render: (_, vehicle) => (
        <Flex vertical gap={2}>
          {demo.isDemo ? (
            <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
          ) : (
            <Link to={`/vehicles/${vehicle.id}`} onClick={(event) => event.stopPropagation()}>
              <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
            </Link>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {vehicle.vinCode}
          </Typography.Text>
          {demo.isDemo && <SampleTag />}
        </Flex>
      ),
    },
    {
      key: 'firstRegistered',
      title: t('vehicles.columns.firstRegistered'),
      render: (_, v) => formatDate(v.firstRegistered),
      responsive: ['md'],
    },
    { key: 'mileage', title: t('vehicles.columns.mileage'), render: (_, v) => mileageText(v.mileage), align: 'right' },
    { key: 'power', title: t('vehicles.columns.power'), render: (_, v) => powerText(v.power, t), responsive: ['lg'] },
    {
      key: 'fuel',
      title: t('vehicles.columns.fuel'),
      render: (_, v) => t(`vehicles.enums.fuelType.${v.fuelType}`),
      responsive: ['lg'],
    },
    filter.status === 'SOLD'
      ? { key: 'soldOn', title: t('vehicles.columns.soldOn'), render: (_, v) => formatDate(v.soldOn), responsive: ['sm'] }
      : { key: 'addedOn', title: t('vehicles.columns.addedOn'), render: (_, v) => formatDate(v.addedOn), responsive: ['sm'] },
  ];

  const toIso = (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);

  return (
    <Flex vertical gap={12}>
      {demo.isDemo && <DemoBanner />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('vehicles.list.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/manual'))}
        >
          {t('vehicles.list.add')}
        </Button>
      </Flex>
      <Tabs
        activeKey={filter.status}
        onChange={(key) => update({ status: key === 'SOLD' ? 'SOLD' : 'CURRENT' })}
        items={[
          { key: 'CURRENT', label: t('vehicles.list.current', { count: counts.current }) },
          { key: 'SOLD', label: t('vehicles.list.sold', { count: counts.sold }) },
        ]}
      />
      <Row gutter={[8, 8]} role="search">
        <Col xs={24} lg={8}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('vehicles.list.search')}
            aria-label={t('vehicles.list.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Col>
        <Col xs={12} sm={8} lg={4}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('vehicles.list.make')}
            showSearch={{ optionFilterProp: 'label' }}
            value={filter.make ?? 'ANY'}
            onChange={(make: string) => update({ make: make === 'ANY' ? undefined : make })}
            options={(makes.data ?? ['ANY']).map((make) => ({
              value: make,
              label: make === 'ANY' ? t('vehicles.list.anyMake') : make,
            }))}
          />
        </Col>
        <Col xs={12} sm={8} lg={4}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('vehicles.list.fuel')}
            value={filter.fuelType ?? ''}
            onChange={(fuelType: string) => update({ fuelType: fuelType || undefined })}
            options={[
              { value: '', label: t('vehicles.list.anyFuel') },
              ...FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`vehicles.enums.fuelType.${fuel}`) })),
            ]}
          />
        </Col>
        <Col xs={24} sm={8} lg={8}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('vehicles.list.sort')}
            value={filter.sort}
            onChange={(sort) => update({ sort })}
            options={VEHICLE_SORTS.map((sort) => ({
              value: sort,
              label: `${t('vehicles.list.sort')}: ${t(`vehicles.list.sorts.${sort}`)}`,
            }))}
          />
        </Col>
        <Col xs={12} sm={8} lg={5}>
          <DatePicker
            style={{ width: '100%' }}
            format={DATE_FORMAT[locale]}
            placeholder={t('vehicles.list.registeredFrom')}
            aria-label={t('vehicles.list.registeredFrom')}
            value={filter.firstRegisteredFrom ? dayjs(filter.firstRegisteredFrom) : null}
            onChange={(value) => update({ firstRegisteredFrom: toIso(value) })}
          />
        </Col>
        <Col xs={12} sm={8} lg={5}>
          <DatePicker
            style={{ width: '100%' }}
            format={DATE_FORMAT[locale]}
            placeholder={t('vehicles.list.registeredTo')}
            aria-label={t('vehicles.list.registeredTo')}
            value={filter.firstRegisteredTo ? dayjs(filter.firstRegisteredTo) : null}
            onChange={(value) => update({ firstRegisteredTo: toIso(value) })}
          />
        </Col>
        <Col xs={12} sm={8} lg={5}>
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            max={999_999}
            step={10_000}
            placeholder={t('vehicles.list.mileageMax')}
            aria-label={t('vehicles.list.mileageMax')}
            value={filter.mileageMax ?? null}
            onChange={(value) => update({ mileageMax: typeof value === 'number' ? value : undefined }, { replace: true })}
          />
        </Col>
        <Col xs={12} sm={8} lg={4}>
          <Button block onClick={() => (setTyped(''), reset())}>
            {t('vehicles.list.reset')}
          </Button>
        </Col>
      </Row>
      <Typography.Text type="secondary" aria-live="polite">
        {t('vehicles.list.total', { count: total })}
      </Typography.Text>
      <Table<Vehicle>
        rowKey="id"
        size={screens.md ? 'middle' : 'small'}
        columns={columns}
        dataSource={rows}
        loading={!demo.isDemo && list.isFetching}
        pagination={false}
        locale={{ emptyText: t('vehicles.list.empty') }}
        onRow={(vehicle) => ({ onClick: () => open(vehicle), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Pager current={filter.page} pageCount={pageCount} onChange={(page) => update({ page })} />
      </Flex>
    </Flex>
  );
}
