import { InfoCircleOutlined } from '@ant-design/icons';
import { INSPECTION_DUE_DAYS, type VehicleDashboard } from '@kontor/domain/vehicle-dashboard';
import { Card, Col, Flex, Row, Statistic, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../app/format';

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

/** The dashboard's figures, each a tile that opens the list that makes it up (not in the demo version). */
export function DashboardFigures({ data, isDemo }: { data: VehicleDashboard; isDemo: boolean }) {
  const { t } = useTranslation();
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
              {!isDemo && (
                <Link to={figure.to} aria-label={`${figure.title}: ${t('vehicles.dashboard.showList')}`}>
                  {t('vehicles.dashboard.showList')}
                </Link>
              )}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
