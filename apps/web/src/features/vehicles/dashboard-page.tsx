import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { daysInStock } from '@kontor/domain/vehicle-list';
import { INSPECTION_DUE_DAYS, type VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import { purchaseNet, type Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, List, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import { SampleTag, useDemo } from './use-demo';
import { mileageText, vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';
import { VehiclesHeading } from './vehicles-heading';
import { DashboardFigures } from './dashboard-figures';

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

/** A vehicle of the dashboard's lists: a link to it, or a sample's name and tag in the demo version. */
function VehicleLink({ vehicle, isDemo }: { vehicle: Vehicle; isDemo: boolean }) {
  return isDemo ? (
    <Flex gap={8} wrap>
      <Typography.Text strong>{vehicleTitle(vehicle)}</Typography.Text>
      <SampleTag />
    </Flex>
  ) : (
    <Link to={`/vehicles/${vehicle.id}`}>{vehicleTitle(vehicle)}</Link>
  );
}

/** The longest in stock and the newest vehicles, five each. */
function StockLists({ data, isDemo }: { data: VehicleDashboard; isDemo: boolean }) {
  const { t } = useTranslation();
  const dayCount = (days: number) => t('vehicles.dashboard.daysValue', { count: days, days: formatNumber(days) });
  return (
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
                  <List.Item.Meta
                    title={<VehicleLink vehicle={vehicle} isDemo={isDemo} />}
                    description={formatDate(vehicle.addedOn)}
                  />
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
                  <List.Item.Meta
                    title={<VehicleLink vehicle={vehicle} isDemo={isDemo} />}
                    description={formatDate(vehicle.addedOn)}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
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

  return (
    <Flex vertical gap={16}>
      <VehiclesHeading
        title={t('vehicles.dashboard.title')}
        actions={<Button onClick={() => navigate('/vehicles')}>{t('vehicles.dashboard.toList')}</Button>}
      />
      <DashboardFigures data={data} isDemo={demo.isDemo} />
      <MonthSales sales={data.salesThisMonth} />
      <StockLists data={data} isDemo={demo.isDemo} />
    </Flex>
  );
}
