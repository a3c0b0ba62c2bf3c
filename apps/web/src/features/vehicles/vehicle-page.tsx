import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { CancelTradeDialog, type CancelRequest } from './cancel-trade-dialog';
import { VehicleFileTabs } from './vehicle-photos';
import { fromInput, toDraft, VehicleForm } from './vehicle-form';
import { writeEditDraft } from './vehicle-draft';
import { VehicleFacts } from './vehicle-facts';
import { PurchaseFacts } from './purchase-facts';
import { SaleFacts } from './sale-facts';
import { SampleVehicleHint, useDemoVehicle } from './use-demo';
import { useDeleteVehicle, useVehicleEdit } from './use-vehicle-edit';
import { VehicleActions, VehiclePageHeader } from './vehicle-page-header';
import { vehiclesApi } from './vehicles.api';

/** /vehicles/:id: a vehicle's data (view and edit), its purchase and sale, its documents, and deleting it. */
export default function VehiclePage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.detail.title');
  const { id } = useParams();
  // The cancellation asked for; the dialog lives here, not in the card: the card is gone once the trade is canceled.
  const [cancelling, setCancelling] = useState<CancelRequest | null>(null);
  // The demo version shows its sample vehicles read-only and never asks the server about them.
  const demo = useDemoVehicle(id);
  const vehicle = useQuery({
    queryKey: ['vehicles', 'one', id],
    queryFn: () => vehiclesApi.get(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });
  // The purchase recorded in Kontor (the Buy action and the purchase card); a sample vehicle has none.
  const purchaseQuery = useQuery({
    queryKey: ['vehicles', 'purchase', id],
    queryFn: () => vehiclesApi.purchase(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });
  // The sale (SaleFacts reads the same query): a vehicle an invoice sold keeps its status in the form.
  const sale = useQuery({
    queryKey: ['vehicles', 'sale', id],
    queryFn: () => vehiclesApi.sale(id!),
    enabled: Boolean(id) && !demo.sample && !demo.leave,
  });

  const { editing, restored, version, unsaved, save, startEdit, closeEdit } = useVehicleEdit(id, vehicle.data);
  const remove = useDeleteVehicle(id, vehicle.data);

  if (!id || demo.leave) return <Navigate to="/vehicles" replace />;
  const data = demo.sample ?? vehicle.data;
  if (!data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const purchase = purchaseQuery.data ?? null;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <Link to="/vehicles">{t('vehicles.detail.back')}</Link>
      <VehiclePageHeader
        vehicle={data}
        actions={
          !editing &&
          !demo.sample && (
            <VehicleActions
              vehicle={data}
              purchase={purchase}
              purchaseRead={purchaseQuery.isSuccess}
              onEdit={startEdit}
              onDelete={remove}
            />
          )
        }
      />
      {demo.sample && <SampleVehicleHint />}
      {!demo.sample && purchaseQuery.isSuccess && <PurchaseFacts vehicle={data} trade={purchase} onCancel={setCancelling} />}
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
