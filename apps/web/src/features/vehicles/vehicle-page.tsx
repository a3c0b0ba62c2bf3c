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
import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLinkClickHandler, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { formatDate } from '../../app/format';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { ColorTag } from '../../ui/color-tag';
import { CancelTradeDialog, type CancelRequest } from './cancel-trade-dialog';
import { VehicleFileTabs } from './vehicle-photos';
import { fromInput, toDraft, VehicleForm } from './vehicle-form';
import { clearEditDraft, readEditDraft, writeEditDraft } from './vehicle-draft';
import { useUnsavedGuard } from '../../app/use-unsaved-guard';
import { VehicleFacts } from './vehicle-facts';
import { buyingPath, PurchaseFacts } from './purchase-facts';
import { vehicleTitle } from './vehicle-labels';
import { SaleFacts } from './sale-facts';
import { SampleVehicleHint, useDemoVehicle } from './use-demo';
import { vehiclesApi } from './vehicles.api';

/** The selling wizard of a vehicle: to sell one in stock, or to see and make again a sold one's documents. */
const sellingPath = (vehicleId: string) => `/selling/selling-documents/${vehicleId}`;

/** The Buy action's text: to record the purchase, to go on with it, or to its documents once the contract is made. */
function buyLabel(trade: { status: string } | null): string {
  if (!trade) return 'vehicles.purchase.buy';
  return trade.status === 'FINISHED' ? 'vehicles.purchase.documents' : 'vehicles.purchase.continue';
}

/** /vehicles/:id: a vehicle's data (view and edit), buying and selling it, its purchase and sale, its documents, and deleting it. */
export default function VehiclePage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.detail.title');
  const { id } = useParams();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // Leaving the page (the menu, a link, closing the tab) with edits not saved asks first.
  const unsaved = useUnsavedGuard({ onDiscard: clearEditDraft });
  // An edit typed and not saved before a reload, or before the session ended, opens again as it was.
  const [restored, setRestored] = useState<{ version: string; values: Record<string, unknown> } | null>(null);
  // The version the edit form opened on, sent as If-Match: a save made meanwhile in another tab is
  // not overwritten (9541), even after this page refetched the newer vehicle.
  const version = useRef<string | undefined>(undefined);
  // The cancellation asked for; the dialog lives here, not in the card: the card is gone once the trade is cancelled.
  const [cancelling, setCancelling] = useState<CancelRequest | null>(null);
  const openSelling = useLinkClickHandler<HTMLElement>(sellingPath(id ?? ''));
  const openBuying = useLinkClickHandler<HTMLElement>(buyingPath(id ?? ''));
  // The demo version shows its sample vehicles read-only and never asks the server about them.
  const demo = useDemoVehicle(id);
  const vehicle = useQuery({
    queryKey: ['vehicles', 'one', id],
    queryFn: () => vehiclesApi.get(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });
  // The purchase recorded in Kontor (the Buy action and the purchase card); a sample vehicle has none.
  const buying = useQuery({
    queryKey: ['vehicles', 'buying-trade', id],
    queryFn: () => vehiclesApi.buyingTrade(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });
  // The sale (SaleFacts reads the same query): a vehicle an invoice sold keeps its status in the form.
  const sale = useQuery({
    queryKey: ['vehicles', 'selling-trade', id],
    queryFn: () => vehiclesApi.sellingTrade(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });

  // Looked for once, when the vehicle is first read (state adjusted while rendering, not in an effect).
  const [draftLookedFor, setDraftLookedFor] = useState(false);
  if (vehicle.data && !draftLookedFor) {
    setDraftLookedFor(true);
    const values = readEditDraft(vehicle.data.id, vehicle.data.updatedAt);
    if (values) {
      setRestored({ version: vehicle.data.updatedAt, values });
      setEditing(true);
    }
  }
  useEffect(() => {
    if (!restored) return;
    // Saved, the edit goes over the version it was typed over; leaving it still asks.
    version.current = restored.version;
    unsaved.markChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per restored edit
  }, [restored]);

  /** The edit ends (saved, or given up): its draft goes with it. */
  const closeEdit = () => {
    clearEditDraft();
    setRestored(null);
    setEditing(false);
  };

  const save = useMutation({
    mutationFn: (values: VehicleInput) => vehiclesApi.update(id!, values, version.current),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['vehicles', 'one', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['vehicles', 'list'] });
      void message.success(t('vehicles.form.saved'));
      unsaved.markSaved();
      closeEdit();
    },
  });

  const remove = () =>
    modal.confirm({
      title: t('vehicles.detail.deleteConfirm'),
      content: vehicle.data ? vehicleTitle(vehicle.data) : '',
      okText: t('vehicles.detail.delete'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        try {
          await vehiclesApi.remove(id!);
        } catch (error) {
          // The reason a vehicle must stay (it has trades) is shown as it is.
          if (error instanceof ApiError && error.status === 409) {
            modal.error({ title: t('vehicles.detail.deleteCannot'), content: t(`errors.${error.code}`) });
            return;
          }
          throw error;
        }
        // The deleted vehicle's own queries go rather than being read again (each would answer 404).
        queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(id) });
        await queryClient.invalidateQueries({ queryKey: ['vehicles'] });
        void message.success(t('vehicles.detail.deleted'));
        navigate('/vehicles');
      },
    });

  if (!id || demo.leave) return <Navigate to="/vehicles" replace />;
  const data = demo.sample ?? vehicle.data;
  if (!data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const purchase = buying.data ?? null;
  // A purchase is recorded while the vehicle is in stock; once it exists its documents stay reachable.
  const canBuy = buying.isSuccess && (data.status === 'CURRENT' || purchase !== null);
  // A sold vehicle, or one bought by a contract, keeps its documents and so stays (the server refuses, 409 9310).
  const canDelete = data.status !== 'SOLD' && purchase?.status !== 'FINISHED';

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <Link to="/vehicles">{t('vehicles.detail.back')}</Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {vehicleTitle(data)}
          </Typography.Title>
          <Flex gap={8} wrap>
            <ColorTag color={data.status === 'SOLD' ? 'default' : 'green'}>{t(`vehicles.enums.status.${data.status}`)}</ColorTag>
            <Typography.Text type="secondary">
              {data.soldOn
                ? t('vehicles.detail.soldOn', { date: formatDate(data.soldOn) })
                : t('vehicles.detail.inStockSince', { date: formatDate(data.purchasedOn ?? data.addedOn) })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('vehicles.detail.daysInStock', { count: daysInStock(data, todayInBerlin()) })}
            </Typography.Text>
          </Flex>
        </Flex>
        {!editing && !demo.sample && (
          <Flex gap={8} wrap>
            {/* A real link (antd renders a button with href as <a>) with the router's click handling: a plain
                click moves inside the app, a Ctrl/Cmd/Shift or middle click opens a tab or window as links do. */}
            <Button
              type="primary"
              icon={data.status === 'SOLD' ? <FileTextOutlined aria-hidden /> : <ShoppingCartOutlined aria-hidden />}
              href={sellingPath(data.id)}
              onClick={openSelling}
            >
              {data.status === 'SOLD' ? t('vehicles.detail.saleDocuments') : t('vehicles.detail.sell')}
            </Button>
            {canBuy && (
              <Button
                icon={purchase?.status === 'FINISHED' ? <FileDoneOutlined aria-hidden /> : <ShoppingOutlined aria-hidden />}
                href={buyingPath(data.id)}
                onClick={openBuying}
              >
                {t(buyLabel(purchase))}
              </Button>
            )}
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => {
                version.current = vehicle.data?.updatedAt;
                setEditing(true);
              }}
            >
              {t('vehicles.detail.edit')}
            </Button>
            {canDelete && (
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={remove}>
                {t('vehicles.detail.delete')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {demo.sample && <SampleVehicleHint />}
      {!demo.sample && buying.isSuccess && <PurchaseFacts vehicle={data} trade={purchase} onCancel={setCancelling} />}
      {/* A sold vehicle's sale, or the open sale of one in stock. */}
      {!demo.sample && <SaleFacts vehicleId={data.id} soldOn={data.soldOn} onCancel={setCancelling} />}
      {cancelling && <CancelTradeDialog vehicle={data} request={cancelling} onClose={() => setCancelling(null)} />}
      <Card title={editing ? t('vehicles.form.titleEdit') : t('vehicles.detail.title')}>
        {editing ? (
          <VehicleForm
            mode="edit"
            vehicleId={data.id}
            initialValues={fromInput(restored?.values ?? data)}
            purchaseRecordedOn={data.purchasedOn}
            soldByInvoice={sale.data?.status === 'FINISHED' && data.status === 'SOLD' ? sale.data.invoiceNumber : null}
            submitting={save.isPending}
            onSubmit={(values) => save.mutateAsync(values)}
            onChange={(values) => {
              unsaved.markChanged();
              writeEditDraft({ vehicleId: data.id, version: version.current, values: toDraft(values) });
            }}
            onBack={() => {
              unsaved.markSaved();
              closeEdit();
            }}
          />
        ) : (
          <VehicleFacts vehicle={data} />
        )}
      </Card>
      {!demo.sample && <VehicleFileTabs vehicleId={data.id} />}
    </Flex>
  );
}
