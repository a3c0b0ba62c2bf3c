import {
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { todayInBerlin } from '@kontor/domain/business-calendar';
import { daysInStock } from '@kontor/domain/vehicle-list';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClickHandler } from 'react-router';
import { formatDate } from '../../app/format';
import { ColorTag } from '../../ui/color-tag';
import { purchasePath } from './purchase-facts';
import { vehicleTitle } from './vehicle-labels';

/** The sale wizard of a vehicle: to sell one in stock, or to see and make again a sold one's documents. */
const salePath = (vehicleId: string) => `/selling/selling-documents/${vehicleId}`;

/** The Buy action's text: to record the purchase, to go on with it, or to its documents once the contract is made. */
function buyLabel(trade: { status: string } | null): string {
  if (!trade) return 'vehicles.purchase.buy';
  return trade.status === 'FINISHED' ? 'vehicles.purchase.documents' : 'vehicles.purchase.continue';
}

/** The vehicle's name, status, and since when it is in stock (or when it was sold), with the page's actions beside. */
export function VehiclePageHeader({ vehicle, actions }: { vehicle: Vehicle; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {vehicleTitle(vehicle)}
        </Typography.Title>
        <Flex gap={8} wrap>
          <ColorTag color={vehicle.status === 'SOLD' ? 'default' : 'green'}>
            {t(`vehicles.enums.status.${vehicle.status}`)}
          </ColorTag>
          <Typography.Text type="secondary">
            {vehicle.soldOn
              ? t('vehicles.detail.soldOn', { date: formatDate(vehicle.soldOn) })
              : t('vehicles.detail.inStockSince', { date: formatDate(vehicle.purchasedOn ?? vehicle.addedOn) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('vehicles.detail.daysInStock', { count: daysInStock(vehicle, todayInBerlin()) })}
          </Typography.Text>
        </Flex>
      </Flex>
      {actions}
    </Flex>
  );
}

type ActionsProps = {
  vehicle: Vehicle;
  /** The purchase recorded in Kontor, or null. */
  purchase: { status: string } | null;
  /** Whether the purchase was read: only then is Buy offered. */
  purchaseRead: boolean;
  onEdit(): void;
  onDelete(): void;
};

/** Sell (or the sale's documents), Buy (or the purchase's), Edit, and Delete where the vehicle may go. */
export function VehicleActions({ vehicle, purchase, purchaseRead, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation();
  const openSale = useLinkClickHandler<HTMLElement>(salePath(vehicle.id));
  const openPurchase = useLinkClickHandler<HTMLElement>(purchasePath(vehicle.id));
  // A purchase is recorded while the vehicle is in stock; once it exists its documents stay reachable.
  const canBuy = purchaseRead && (vehicle.status === 'CURRENT' || purchase !== null);
  // A sold vehicle, or one bought by a contract, keeps its documents and so stays (the server refuses, 409 9310).
  const canDelete = vehicle.status !== 'SOLD' && purchase?.status !== 'FINISHED';
  return (
    <Flex gap={8} wrap>
      {/* A real link (antd renders a button with href as <a>) with the router's click handling: a plain
          click moves inside the app, a Ctrl/Cmd/Shift or middle click opens a tab or window as links do. */}
      <Button
        type="primary"
        icon={vehicle.status === 'SOLD' ? <FileTextOutlined aria-hidden /> : <ShoppingCartOutlined aria-hidden />}
        href={salePath(vehicle.id)}
        onClick={openSale}
      >
        {vehicle.status === 'SOLD' ? t('vehicles.detail.saleDocuments') : t('vehicles.detail.sell')}
      </Button>
      {canBuy && (
        <Button
          icon={purchase?.status === 'FINISHED' ? <FileDoneOutlined aria-hidden /> : <ShoppingOutlined aria-hidden />}
          href={purchasePath(vehicle.id)}
          onClick={openPurchase}
        >
          {t(buyLabel(purchase))}
        </Button>
      )}
      <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
        {t('vehicles.detail.edit')}
      </Button>
      {canDelete && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
          {t('vehicles.detail.delete')}
        </Button>
      )}
    </Flex>
  );
}
