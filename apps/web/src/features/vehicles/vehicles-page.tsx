import { CarOutlined, SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { FUEL_TYPES, MILEAGE_MAX } from '@kontor/domain/constants';
import { ANY_MAKE, type Vehicle, VEHICLE_SORTS, type VehicleListItem } from '@kontor/domain/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Grid, Input, Row, Select, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatDate, formatDayOrMonth, formatMoney, formatMonth, formatNumber } from '../../app/format';
import { useSearchClear } from '../../ui/clear-buttons';
import { DateInput } from '../../ui/date-input';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { SampleTag, useDemo } from './use-demo';
import { SORT_COLUMNS, sortOrderOf, type SortColumn, useVehicleFilter } from './use-vehicle-filter';
import { demoMakes, filterDemo } from './vehicle-list-demo';
import { mileageText, powerText, vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';
import { VehiclesHeading } from './vehicles-heading';
import { Pager } from '../../ui/pager';
import { visuallyHidden } from '../../ui/visually-hidden';
import { LoadFailed } from '../../ui/load-failed';

const SEARCH_DEBOUNCE_MS = 300;
/** The widest a list cell of text grows before it wraps, px: the vehicle's make and model, its fuel. */
const VEHICLE_CELL_MAX = 200;
const FUEL_CELL_MAX = 120;
const MILEAGE_DEBOUNCE_MS = 400;

/** The mileage filter a typed value stands for: a whole number in range, or none (empty, letters, out of range). */
function mileageFilterOf(value: number | null): number | undefined {
  return value !== null && Number.isInteger(value) && value >= 0 && value <= MILEAGE_MAX ? value : undefined;
}

type ValidatorRule = { validator(rule: unknown, value: unknown): Promise<void> };

/** The first photo's thumbnail, or a quiet placeholder of the same size so the rows line up. */
function RowPhoto({ url }: { url: string | null }) {
  const box = { width: 56, height: 42, borderRadius: 4, flex: 'none' } as const;
  // Decorative: the vehicle's name is right beside it.
  if (url) return <img src={url} alt="" loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
  return (
    <Flex align="center" justify="center" style={{ ...box, background: '#f0f0f0', color: '#8c8c8c' }} aria-hidden>
      <CarOutlined aria-hidden />
    </Flex>
  );
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
  const searchClear = useSearchClear();

  // The URL follows the typing after a pause; a change of the URL (back button) refills the box.
  useEffect(() => {
    if ((typed.trim() || undefined) === filter.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is recreated each render; typed and the URL decide
  }, [typed, filter.search]);

  // The mileage filter: the field keeps what was typed and says what is wrong with it (NumberInput's
  // rule); the list follows after a pause or when the field is left, not on every key. Text that is
  // no valid mileage clears the filter, so the list never silently keeps the previous one.
  const [mileage, setMileage] = useState<number | null>(filter.mileageMax ?? null);
  const [mileageError, setMileageError] = useState<string | undefined>();
  const mileageRule = numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }) as ValidatorRule;
  const typeMileage = (value: number | null) => {
    setMileage(value);
    mileageRule.validator({}, value).then(
      () => setMileageError(undefined),
      (error: Error) => setMileageError(error.message),
    );
  };
  const applyMileage = () => {
    const next = mileageFilterOf(mileage);
    if (next !== filter.mileageMax) update({ mileageMax: next }, { replace: true });
  };
  // The timer applies with the filter as it is then (another filter may have changed meanwhile).
  const latestApply = useRef(applyMileage);
  useEffect(() => {
    latestApply.current = applyMileage;
  });
  useEffect(() => {
    if (mileageFilterOf(mileage) === filter.mileageMax) return;
    const timer = setTimeout(() => latestApply.current(), MILEAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mileage, filter.mileageMax]);
  // A mileage from elsewhere (back button, a link) replaces the field's text (React's "adjust state
  // when a prop changes" during render, not an effect).
  const [urlMileage, setUrlMileage] = useState(filter.mileageMax);
  if (urlMileage !== filter.mileageMax) {
    setUrlMileage(filter.mileageMax);
    if (filter.mileageMax !== mileageFilterOf(mileage)) {
      setMileage(filter.mileageMax ?? null);
      setMileageError(undefined);
    }
  }

  const list = useQuery({
    queryKey: ['vehicles', 'list', filter],
    queryFn: () => vehiclesApi.list({ ...filter, perPage }),
    placeholderData: keepPreviousData,
    enabled: !demo.isDemo,
  });
  // Each tab offers the makes it can show: a make only ever sold is choosable on the Sold tab.
  const makes = useQuery({
    queryKey: ['vehicles', 'makes', filter.status],
    queryFn: () => vehiclesApi.makesOfStatus(filter.status),
    staleTime: 60_000,
    enabled: !demo.isDemo,
  });
  const demoList = useMemo(() => filterDemo(demo.vehicles, filter), [demo.vehicles, filter]);

  const failed = !demo.isDemo && list.isError;
  const rows = demo.isDemo ? demoList.data : (list.data?.data ?? []);
  // Unknown until the list is read (or when it failed): a dash, never a 0 that reads as an empty stock.
  const counts = demo.isDemo ? demoList.counts : (list.data?.meta.counts ?? { current: '–', sold: '–' });
  const total = demo.isDemo ? demoList.data.length : (list.data?.meta.total ?? 0);
  const pageCount = Math.ceil(total / perPage);

  // A sample vehicle of the demo version opens too, read-only (see useDemoVehicle).
  const makeOptions = demo.isDemo ? demoMakes(demo.vehicles, filter.status) : (makes.data ?? [ANY_MAKE]);
  // A make chosen by a link or before its last vehicle was sold stays choosable, so the filter shows it.
  if (filter.make && !makeOptions.includes(filter.make)) makeOptions.push(filter.make);

  const open = (vehicle: VehicleListItem) => navigate(`/vehicles/${vehicle.id}`);

  // Sortable headers: antd shows the arrow and aria-sort; the sort itself lives in the URL.
  const sortable = (column: SortColumn) => ({
    key: column,
    sorter: true,
    sortOrder: sortOrderOf(filter.sort, column),
    sortDirections: ['ascend', 'descend'] as Array<'ascend' | 'descend'>,
    showSorterTooltip: false,
  });

  const sold = filter.status === 'SOLD';
  // On a phone the table keeps the photo, the vehicle and (in stock) the sell link, so that it fits
  // the screen without scrolling sideways: the vehicle's cell says the mileage and the asking price
  // (in stock) or the buyer, price and sold day (sold) instead of their columns.
  const narrow = !screens.sm;
  const narrowFacts = (vehicle: VehicleListItem) =>
    sold
      ? [
          [mileageText(vehicle.mileage)],
          [vehicle.sale?.buyerName, formatMoney(vehicle.sale?.grossPrice), formatDate(vehicle.sale?.soldOn ?? vehicle.soldOn)],
        ]
      : [[mileageText(vehicle.mileage), formatMoney(vehicle.askingPrice)]];
  // A line wraps after a separator (a line never starts with one), never inside a price or a day;
  // a buyer's name, the first part of a sale line, may wrap.
  const factsLine = (parts: Array<string | null | undefined>, key: number) => {
    const shown = parts.filter((part): part is string => Boolean(part));
    if (shown.length === 0) return null;
    const nameFirst = sold && key === 1 && Boolean(parts[0]);
    return (
      <Typography.Text key={key} type={sold && key === 0 ? 'secondary' : undefined} style={{ fontSize: 12 }}>
        {shown.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span style={nameFirst && index === 0 ? undefined : { whiteSpace: 'nowrap' }}>
              {part}
              {index < shown.length - 1 && '\u00a0·'}
            </span>
          </Fragment>
        ))}
      </Typography.Text>
    );
  };

  const columns: TableColumnsType<VehicleListItem> = [
    {
      key: 'photo',
      title: <span style={visuallyHidden}>{t('vehicles.columns.photo')}</span>,
      width: 72,
      render: (_, vehicle) => <RowPhoto url={vehicle.thumbnailUrl} />,
    },
    {
      ...sortable('make'),
      title: t('vehicles.columns.vehicle'),
      render: (_, vehicle) => (
        // A long make and model wraps (the table is as wide as its cells, and other columns need the room).
        <Flex vertical gap={2} style={narrow ? undefined : { maxWidth: VEHICLE_CELL_MAX }}>
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
          {narrow && narrowFacts(vehicle).map(factsLine)}
          {demo.isDemo && <SampleTag />}
        </Flex>
      ),
    },
    // The vehicles whose inspection is due (the dashboard's tile) show when, in the first registration's place.
    filter.inspectionDueDays === undefined
      ? {
          ...sortable('firstRegistered'),
          title: t('vehicles.columns.firstRegistered'),
          render: (_, v) => formatDayOrMonth(v.firstRegistered),
          responsive: sold ? ['xxl'] : ['md'],
        }
      : {
          key: 'nextInspection',
          title: t('vehicles.columns.nextInspection'),
          render: (_, v) => formatMonth(v.nextInspection),
          responsive: ['sm'],
        },
    // On a phone the vehicle's cell says the mileage: its wide header left the vehicle ~110 px.
    {
      ...sortable('mileage'),
      title: t('vehicles.columns.mileage'),
      render: (_, v) => mileageText(v.mileage),
      align: 'right',
      responsive: ['sm'],
    },
    {
      ...sortable('purchasePrice'),
      title: t('vehicles.columns.purchasePrice'),
      render: (_, v) => formatMoney(v.purchasePrice),
      align: 'right',
      responsive: ['md'],
    },
    // A sold vehicle's asking price is history; what it was sold for, and to whom, counts.
    ...(sold
      ? ([
          {
            key: 'buyer',
            title: t('vehicles.columns.buyer'),
            render: (_, v) => v.sale?.buyerName ?? '',
            responsive: ['sm'],
          },
          {
            key: 'salePrice',
            title: t('vehicles.columns.salePrice'),
            render: (_, v) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(v.sale?.grossPrice)}</span>,
            align: 'right',
            responsive: ['sm'],
          },
        ] satisfies TableColumnsType<VehicleListItem>)
      : ([
          {
            ...sortable('askingPrice'),
            title: t('vehicles.columns.askingPrice'),
            render: (_, v) => formatMoney(v.askingPrice),
            align: 'right',
            responsive: ['sm'],
          },
        ] satisfies TableColumnsType<VehicleListItem>)),
    {
      ...sortable('daysInStock'),
      title: t('vehicles.columns.daysInStock'),
      render: (_, v) => formatNumber(v.daysInStock),
      align: 'right',
      responsive: ['sm'],
    },
    // The Sold tab's buyer, sale price and sold day take the room of the first registration and the fuel.
    // The prices and days in stock came first; the fuel, the power and the day added (which the days in
    // stock already say) only where the screen is wide enough to show them without scrolling sideways
    // beside the menu (measured in German: all of a stock page's columns need a 1920 px window).
    { key: 'power', title: t('vehicles.columns.power'), render: (_, v) => powerText(v.power, t), responsive: ['xxxl'] },
    {
      key: 'fuel',
      title: t('vehicles.columns.fuel'),
      render: (_, v) => (
        <span style={{ display: 'inline-block', maxWidth: FUEL_CELL_MAX }}>{t(`vehicles.enums.fuelType.${v.fuelType}`)}</span>
      ),
      responsive: ['xxl'],
    },
    sold
      ? {
          key: 'soldOn',
          title: t('vehicles.columns.soldOn'),
          render: (_, v) => formatDate(v.sale?.soldOn ?? v.soldOn),
          responsive: ['sm'],
        }
      : { key: 'addedOn', title: t('vehicles.columns.addedOn'), render: (_, v) => formatDate(v.addedOn), responsive: ['xxxl'] },
  ];
  // A vehicle in stock is sold from its row too (the sample vehicles of the demo version are not).
  if (!sold && !demo.isDemo) {
    columns.push({
      key: 'actions',
      title: <span style={visuallyHidden}>{t('vehicles.columns.actions')}</span>,
      align: 'right',
      // Where the list still scrolls sideways (a window under 1366 px beside the menu), Sell stays in view.
      fixed: narrow ? undefined : 'right',
      render: (_, vehicle) => (
        <Link
          to={`/selling/selling-documents/${vehicle.id}`}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('vehicles.list.sellVehicle', { vehicle: vehicleTitle(vehicle) })}
          style={{ whiteSpace: 'nowrap' }}
        >
          <ShoppingCartOutlined aria-hidden /> {t('vehicles.list.sell')}
        </Link>
      ),
    });
  }

  const toIso = (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);

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
      <Row gutter={[8, 8]} role="search">
        <Col xs={24} lg={8}>
          <Input
            allowClear={searchClear}
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
            value={filter.make ?? ANY_MAKE}
            onChange={(make: string) => update({ make: make === ANY_MAKE ? undefined : make })}
            options={makeOptions.map((make) => ({
              value: make,
              label: make === ANY_MAKE ? t('vehicles.list.anyMake') : make,
            }))}
          />
        </Col>
        <Col xs={12} sm={8} lg={4}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('vehicles.list.fuel')}
            value={filter.fuelType ?? ''}
            onChange={(fuelType: Vehicle['fuelType'] | '') => update({ fuelType: fuelType || undefined })}
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
          <DateInput
            placeholder={t('vehicles.list.registeredFrom')}
            aria-label={t('vehicles.list.registeredFrom')}
            value={filter.firstRegisteredFrom ? dayjs(filter.firstRegisteredFrom) : null}
            onChange={(value) => update({ firstRegisteredFrom: toIso(value) })}
          />
        </Col>
        <Col xs={12} sm={8} lg={5}>
          <DateInput
            placeholder={t('vehicles.list.registeredTo')}
            aria-label={t('vehicles.list.registeredTo')}
            value={filter.firstRegisteredTo ? dayjs(filter.firstRegisteredTo) : null}
            onChange={(value) => update({ firstRegisteredTo: toIso(value) })}
          />
        </Col>
        <Col xs={12} sm={8} lg={5}>
          {/* Reads 100.000 (German) or 100,000 (English) as a hundred thousand; letters show the message and filter nothing. */}
          <Form.Item validateStatus={mileageError ? 'error' : undefined} help={mileageError} style={{ marginBottom: 0 }}>
            <NumberInput
              style={{ width: '100%' }}
              min={0}
              max={MILEAGE_MAX}
              suffix="km"
              placeholder={t('vehicles.list.mileageMaxShort')}
              aria-label={t('vehicles.list.mileageMax')}
              aria-invalid={mileageError ? true : undefined}
              value={mileage}
              onChange={typeMileage}
              onBlur={applyMileage}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4}>
          <Button block onClick={() => (setTyped(''), setMileage(null), setMileageError(undefined), reset())}>
            {t('vehicles.list.reset')}
          </Button>
        </Col>
      </Row>
      {/* A list that did not load says so and offers to try again: no "0 vehicles" that looks like an empty stock. */}
      {failed && <LoadFailed title={t('vehicles.list.failed')} onRetry={() => void list.refetch()} />}
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
          dataSource={rows}
          loading={!demo.isDemo && list.isFetching}
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
