import { PlusOutlined } from '@ant-design/icons';
import type { Vehicle, VehicleDashboard } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, List, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { formatDate, formatNumber } from '../../ui/format';
import { DemoBanner, SampleTag, useDemo } from './use-demo';
import { mileageText, vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

function daysSince(iso: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000);
}

/** The same figures as the server's dashboard, for the sample vehicles of the demo version. */
function demoDashboard(vehicles: Vehicle[]): VehicleDashboard {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const current = vehicles.filter((v) => v.status === 'CURRENT');
  const sold = vehicles.filter((v) => v.status === 'SOLD' && v.soldOn);
  const days = current.map((v) => daysSince(v.addedOn, today));
  const byAdded = [...current].sort((a, b) => a.addedOn.localeCompare(b.addedOn));
  return {
    inStock: current.length,
    daysInStockAverage: days.length ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10 : 0,
    oldest: byAdded.slice(0, 5).map((v) => ({ ...v, daysInStock: daysSince(v.addedOn, today) })),
    soldThisMonth: sold.filter((v) => v.soldOn!.slice(0, 7) === today.slice(0, 7)).length,
    soldThisYear: sold.filter((v) => v.soldOn!.slice(0, 4) === today.slice(0, 4)).length,
    newest: [...byAdded].reverse().slice(0, 5),
  };
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

  return (
    <Flex vertical gap={16}>
      {demo.isDemo && <DemoBanner />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('vehicles.dashboard.title')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => navigate('/vehicles')}>{t('vehicles.dashboard.toList')}</Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/manual'))}
          >
            {t('vehicles.list.add')}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {[
          { key: 'inStock', value: formatNumber(data.inStock) },
          { key: 'daysAverage', value: formatNumber(data.daysInStockAverage, undefined, 1) },
          { key: 'soldThisMonth', value: formatNumber(data.soldThisMonth) },
          { key: 'soldThisYear', value: formatNumber(data.soldThisYear) },
        ].map((figure) => (
          <Col key={figure.key} xs={12} lg={6}>
            <Card>
              <Statistic title={t(`vehicles.dashboard.${figure.key}`)} value={figure.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('vehicles.dashboard.oldest')}>
            {data.oldest.length === 0 ? (
              <Empty description={t('vehicles.dashboard.empty')} />
            ) : (
              <List
                dataSource={data.oldest}
                renderItem={(vehicle) => (
                  <List.Item extra={<Tag>{t('vehicles.dashboard.days', { days: formatNumber(vehicle.daysInStock) })}</Tag>}>
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
