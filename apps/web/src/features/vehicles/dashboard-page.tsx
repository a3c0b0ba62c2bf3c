import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { daysInStock } from '@kontor/domain/vehicle-list';
import { INSPECTION_DUE_DAYS, type VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import { purchaseNet, type Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, List, Row, Spin, Statistic, Tag, theme, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import { SampleTag, useDemo } from './use-demo';
import { mileageText, vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';
import { VehiclesHeading } from './vehicles-heading';

function stockValue(vehicles: Vehicle[], price: (vehicle: Vehicle) => number | null) {
  const prices = vehicles.map(price).filter((cents): cents is number => typeof cents === 'number');
  return {
    cents: prices.reduce((sum, cents) => sum + cents, 0),
    withoutPrice: vehicles.length - prices.length,
  };
}

/** The cost, as the server values the stock: a regular purchase's VAT is reclaimed (net), a §25a one has none to reclaim (gross). */
const netPurchase = (v: Vehicle) =>
  v.purchasePrice == null ? null : purchaseNet(v.purchasePrice, v.purchaseTaxation ?? 'MARGIN', v.purchaseVatRate).net;

/** The same figures as the server's dashboard, for the sample vehicles of the demo version. */
function demoDashboard(vehicles: Vehicle[]): VehicleDashboard {
  const today = todayInBerlin();
  const current = vehicles.filter((v) => v.status === 'CURRENT');
  const sold = vehicles.filter((v) => v.status === 'SOLD' && v.soldOn);
  const days = current.map((v) => daysInStock(v, today));
  const byAdded = [...current].sort((a, b) => a.addedOn.localeCompare(b.addedOn));
  const dueBy = addDays(today, INSPECTION_DUE_DAYS);
  return {
    inStock: current.length,
    stockValuePurchase: stockValue(current, netPurchase),
    stockValueAsking: stockValue(current, (v) => v.askingPrice ?? null),
    daysInStockMax: days.length ? Math.max(...days) : null,
    inspectionDue: current.filter((v) => v.nextInspection <= dueBy).length,
    daysInStockAverage: days.length ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10 : 0,
    oldest: byAdded.slice(0, 5).map((v) => ({ ...v, daysInStock: daysInStock(v, today) })),
    soldThisMonth: sold.filter((v) => v.soldOn!.slice(0, 7) === today.slice(0, 7)).length,
    // Sample vehicles are never invoiced: no sales with a price or margin.
    salesThisMonth: { count: 0, grossCents: 0, marginCents: 0, marginVatCents: 0, withoutPurchase: 0 },
    soldThisYear: sold.filter((v) => v.soldOn!.slice(0, 4) === today.slice(0, 4)).length,
    newest: [...byAdded].reverse().slice(0, 5),
  };
}

/** The month of `today` by name, as the language writes it ("November 2026"). */
function monthName(today: string, locale: string): string {
  const [year, month] = today.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, 1)),
  );
}

/**
 * The month's invoiced sales: how many, their gross, and what they earned over the purchase price
 * (with the VAT in §25a margins, which the books need apart). A sale without a purchase price has
 * no margin; how many those are is said.
 */
function MonthSales({ sales }: { sales: VehicleDashboard['salesThisMonth'] }) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'count', title: t('vehicles.monthSales.count'), value: formatNumber(sales.count) },
    { key: 'gross', title: t('vehicles.monthSales.gross'), value: formatMoney(sales.grossCents) },
    { key: 'margin', title: t('vehicles.monthSales.margin'), value: formatMoney(sales.marginCents) },
    { key: 'marginVat', title: t('vehicles.monthSales.marginVat'), value: formatMoney(sales.marginVatCents) },
  ];
  return (
    <Card title={t('vehicles.monthSales.title', { month: monthName(todayInBerlin(), i18n.language) })} data-testid="month-sales">
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} lg={6}>
            <Statistic title={item.title} value={item.value} />
          </Col>
        ))}
      </Row>
      {sales.withoutPurchase > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('vehicles.monthSales.withoutPurchase', { count: sales.withoutPurchase })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** A figure's title with what it means behind an info icon: focusable, so the keyboard shows it too; a screen reader reads it as the icon's name. */
function FigureTitle({ title, help }: { title: string; help: string }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={4} align="center">
      <span>{title}</span>
      <Tooltip title={help}>
        <span tabIndex={0} role="img" aria-label={help} style={{ color: token.colorTextSecondary, padding: 2, cursor: 'help' }}>
          <InfoCircleOutlined aria-hidden />
        </span>
      </Tooltip>
    </Flex>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.dashboard.title');
  const navigate = useNavigate();
  const demo = useDemo();
  const query = useQuery({ queryKey: ['vehicles', 'dashboard'], queryFn: vehiclesApi.dashboard, enabled: !demo.isDemo });
  const sample = useMemo(() => demoDashboard(demo.vehicles), [demo.vehicles]);
  const data = demo.isDemo ? sample : query.data;

  if (!data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  const vehicleLink = (vehicle: Vehicle) =>
    demo.isDemo ? (
      <Flex gap={8} wrap>
        <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
        <SampleTag />
      </Flex>
    ) : (
      <Link to={`/vehicles/${vehicle.id}`}>{vehicleTitle(vehicle)}</Link>
    );

  const priceNote = (withoutPrice: number) =>
    withoutPrice > 0 ? t('vehicles.dashboard.withoutPrice', { count: withoutPrice }) : t('vehicles.dashboard.allPriced');
  const dayCount = (days: number) => t('vehicles.dashboard.daysValue', { count: days, days: formatNumber(days) });
  // Each figure opens the list that makes it up, sorted or filtered the same way.
  const figures: Array<{ key: string; title: string; help?: string; value: string; note?: string; to: string }> = [
    { key: 'inStock', title: t('vehicles.dashboard.inStock'), value: formatNumber(data.inStock), to: '/vehicles' },
    {
      key: 'stockValuePurchase',
      title: t('vehicles.dashboard.stockValuePurchase'),
      // The sum is of costs, not of one kind of price: §25a purchases count gross, regular ones net.
      help: t('vehicles.dashboard.stockValuePurchaseHelp'),
      value: formatMoney(data.stockValuePurchase.cents),
      note: data.inStock > 0 ? priceNote(data.stockValuePurchase.withoutPrice) : undefined,
      to: '/vehicles?sort=-purchase_price',
    },
    {
      key: 'stockValueAsking',
      title: t('vehicles.dashboard.stockValueAsking'),
      value: formatMoney(data.stockValueAsking.cents),
      note: data.inStock > 0 ? priceNote(data.stockValueAsking.withoutPrice) : undefined,
      to: '/vehicles?sort=-asking_price',
    },
    {
      key: 'inspectionDue',
      title: t('vehicles.dashboard.inspectionDue', { days: formatNumber(INSPECTION_DUE_DAYS) }),
      value: formatNumber(data.inspectionDue),
      to: `/vehicles?inspection_due_days=${INSPECTION_DUE_DAYS}&sort=added_on`,
    },
    {
      key: 'daysAverage',
      title: t('vehicles.dashboard.daysAverage'),
      value: formatNumber(data.daysInStockAverage, undefined, 1),
      to: '/vehicles?sort=added_on',
    },
    {
      key: 'daysMax',
      title: t('vehicles.dashboard.daysMax'),
      value: data.daysInStockMax === null ? '–' : dayCount(data.daysInStockMax),
      to: '/vehicles?sort=added_on',
    },
    {
      key: 'soldThisMonth',
      title: t('vehicles.dashboard.soldThisMonth'),
      value: formatNumber(data.soldThisMonth),
      to: '/vehicles?status=SOLD',
    },
    {
      key: 'soldThisYear',
      title: t('vehicles.dashboard.soldThisYear'),
      value: formatNumber(data.soldThisYear),
      to: '/vehicles?status=SOLD',
    },
  ];

  return (
    <Flex vertical gap={16}>
      <VehiclesHeading
        title={t('vehicles.dashboard.title')}
        actions={<Button onClick={() => navigate('/vehicles')}>{t('vehicles.dashboard.toList')}</Button>}
      />
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <Flex vertical gap={4}>
                <Statistic
                  title={figure.help ? <FigureTitle title={figure.title} help={figure.help} /> : figure.title}
                  value={figure.value}
                />
                {figure.note && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {figure.note}
                  </Typography.Text>
                )}
                {!demo.isDemo && (
                  <Link to={figure.to} aria-label={`${figure.title}: ${t('vehicles.dashboard.showList')}`}>
                    {t('vehicles.dashboard.showList')}
                  </Link>
                )}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <MonthSales sales={data.salesThisMonth} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('vehicles.dashboard.oldest')}>
            {data.oldest.length === 0 ? (
              <Empty description={t('vehicles.dashboard.empty')} />
            ) : (
              <List
                dataSource={data.oldest}
                renderItem={(vehicle) => (
                  <List.Item extra={<Tag>{dayCount(vehicle.daysInStock)}</Tag>}>
                    <List.Item.Meta title={vehicleLink(vehicle)} description={formatDate(vehicle.addedOn)} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('vehicles.dashboard.newest')}>
            {data.newest.length === 0 ? (
              <Empty description={t('vehicles.dashboard.empty')} />
            ) : (
              <List
                dataSource={data.newest}
                renderItem={(vehicle) => (
                  <List.Item extra={<Typography.Text type="secondary">{mileageText(vehicle.mileage)}</Typography.Text>}>
                    <List.Item.Meta title={vehicleLink(vehicle)} description={formatDate(vehicle.addedOn)} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
