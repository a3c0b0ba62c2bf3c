import { CarOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { VehicleListItem } from '@kontor/domain/vehicles';
import { Flex, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDayOrMonth, formatMoney, formatMonth, formatNumber } from '../../app/format';
import { visuallyHidden } from '../../ui/visually-hidden';
import { SampleTag } from './use-demo';
import { sortOrderOf, type SortColumn, type VehicleFilter } from './use-vehicle-filter';
import { mileageText, powerText, vehicleTitle } from './vehicle-labels';

/** The widest a list cell of text grows before it wraps, px: the vehicle's make and model, its fuel. */
const VEHICLE_CELL_MAX = 200;
const FUEL_CELL_MAX = 120;

type Columns = TableColumnsType<VehicleListItem>;

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

/**
 * On a phone the table keeps the photo, the vehicle and (in stock) the sell link, so that it fits
 * the screen without scrolling sideways: the vehicle's cell says the mileage and the asking price
 * (in stock) or the buyer, price and sold day (sold) instead of their columns.
 */
function narrowFacts(vehicle: VehicleListItem, sold: boolean) {
  const lines = sold
    ? [
        [mileageText(vehicle.mileage)],
        [vehicle.sale?.buyerName, formatMoney(vehicle.sale?.grossPrice), formatDate(vehicle.sale?.soldOn ?? vehicle.soldOn)],
      ]
    : [[mileageText(vehicle.mileage), formatMoney(vehicle.askingPrice)]];
  return lines.map((parts, key) => factsLine({ parts, key, sold }));
}

/**
 * A line wraps after a separator (a line never starts with one), never inside a price or a day;
 * a buyer's name, the first part of a sale line, may wrap.
 */
function factsLine({ parts, key, sold }: { parts: Array<string | null | undefined>; key: number; sold: boolean }) {
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
}

type CellOptions = { vehicle: VehicleListItem; narrow: boolean; sold: boolean; isDemo: boolean };

/** The vehicle's cell: its name (a link but in the demo version), the VIN, and on a phone its facts. */
function VehicleCell({ vehicle, narrow, sold, isDemo }: CellOptions) {
  return (
    // A long make and model wraps (the table is as wide as its cells, and other columns need the room).
    <Flex vertical gap={2} style={narrow ? undefined : { maxWidth: VEHICLE_CELL_MAX }}>
      {isDemo ? (
        <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
      ) : (
        <Link to={`/vehicles/${vehicle.id}`} onClick={(event) => event.stopPropagation()}>
          <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
        </Link>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {vehicle.vinCode}
      </Typography.Text>
      {narrow && narrowFacts(vehicle, sold)}
      {isDemo && <SampleTag />}
    </Flex>
  );
}

/** Sortable headers: antd shows the arrow and aria-sort; the sort itself lives in the URL. */
function sortableIn(filter: VehicleFilter) {
  return (column: SortColumn) => ({
    key: column,
    sorter: true,
    sortOrder: sortOrderOf(filter.sort, column),
    sortDirections: ['ascend', 'descend'] as Array<'ascend' | 'descend'>,
    showSorterTooltip: false,
  });
}

type ColumnOptions = { t: TFunction; filter: VehicleFilter; sold: boolean };

/** The first registration (or the next inspection), the mileage and the purchase price. */
function registrationAndPurchaseColumns({ t, filter, sold }: ColumnOptions): Columns {
  const sortable = sortableIn(filter);
  return [
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
  ];
}

/** A sold vehicle's asking price is history; what it was sold for, and to whom, counts. */
function saleColumns({ t, filter, sold }: ColumnOptions): Columns {
  if (!sold) {
    return [
      {
        ...sortableIn(filter)('askingPrice'),
        title: t('vehicles.columns.askingPrice'),
        render: (_, v) => formatMoney(v.askingPrice),
        align: 'right',
        responsive: ['sm'],
      },
    ];
  }
  return [
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
  ];
}

/**
 * The days in stock, then the columns only a wide screen shows. The Sold tab's buyer, sale price and
 * sold day take the room of the first registration and the fuel. The prices and days in stock came
 * first; the fuel, the power and the day added (which the days in stock already say) only where the
 * screen is wide enough to show them without scrolling sideways beside the menu (measured in German:
 * all of a stock page's columns need a 1920 px window).
 */
function stockAndDetailColumns({ t, filter, sold }: ColumnOptions): Columns {
  return [
    {
      ...sortableIn(filter)('daysInStock'),
      title: t('vehicles.columns.daysInStock'),
      render: (_, v) => formatNumber(v.daysInStock),
      align: 'right',
      responsive: ['sm'],
    },
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
}

/** A vehicle in stock is sold from its row too (the sample vehicles of the demo version are not). */
function sellColumn(t: TFunction, narrow: boolean): Columns[number] {
  return {
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
  };
}

/** The vehicle list's columns for the tab, the screen's width and the demo version. */
export function useVehicleListColumns({ filter, narrow, isDemo }: { filter: VehicleFilter; narrow: boolean; isDemo: boolean }) {
  const { t } = useTranslation();
  const sold = filter.status === 'SOLD';
  const options = { t, filter, sold };
  const columns: Columns = [
    {
      key: 'photo',
      title: <span style={visuallyHidden}>{t('vehicles.columns.photo')}</span>,
      width: 72,
      render: (_, vehicle) => <RowPhoto url={vehicle.thumbnailUrl} />,
    },
    {
      ...sortableIn(filter)('make'),
      title: t('vehicles.columns.vehicle'),
      render: (_, vehicle) => <VehicleCell vehicle={vehicle} narrow={narrow} sold={sold} isDemo={isDemo} />,
    },
    ...registrationAndPurchaseColumns(options),
    ...saleColumns(options),
    ...stockAndDetailColumns(options),
  ];
  if (!sold && !isDemo) columns.push(sellColumn(t, narrow));
  return columns;
}
