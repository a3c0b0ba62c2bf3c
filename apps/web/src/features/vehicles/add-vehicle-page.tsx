import type { KeyListEntry } from '@kontor/domain/key-list';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Flex, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useUnsavedGuard } from '../../app/use-unsaved-guard';
import { AddSteps } from './add-steps';
import { useDemo } from './use-demo';
import { clearDraft, mergeDraft, readDraft, writeDraft } from './vehicle-draft';
import { fromInput, toDraft, VehicleForm } from './vehicle-form';
import { vehiclesApi } from './vehicles.api';

/** What a vehicle added by hand starts as: a car (Kfz), as nearly every vehicle a dealer adds is. */
const BY_HAND: Partial<VehicleInput> = { constructionType: 'KFZ' };

/** What a key-list entry tells about the vehicle; the rest the dealer types from the papers. */
function fromKeyListEntry(entry: KeyListEntry): Partial<VehicleInput> {
  return {
    ...BY_HAND,
    make: entry.make,
    model: entry.model,
    hsn: entry.hsn,
    tsn: entry.tsn,
    carVariationId: entry.id,
  };
}

/**
 * Step 2 of adding a vehicle: /vehicles/finish-search/:id (prefilled from a key-list entry) and
 * /vehicles/manual-add (empty). What is typed survives going back to the search; leaving the wizard
 * any other way with something typed asks first (leaving without saving drops it).
 */
export default function AddVehiclePage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.add.title');
  const { id } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const demo = useDemo();
  const unsaved = useUnsavedGuard({ onDiscard: clearDraft });
  const entryId = id ? Number(id) : null;
  const draftKey = entryId ? `variation:${entryId}` : 'manual';

  const entry = useQuery({
    queryKey: ['vehicles', 'key-list-entry', entryId],
    queryFn: () => vehiclesApi.keyListEntry(entryId!),
    enabled: entryId !== null && Number.isInteger(entryId),
  });

  // The form mounts once, when the key-list entry has answered (or failed), with the draft and the
  // entry merged here; later answers of the entry never refill a mounted form.
  const settled = entryId === null || !Number.isInteger(entryId) || !entry.isPending;
  const initialValues = useMemo(
    () => (settled ? fromInput(mergeDraft(entry.data ? fromKeyListEntry(entry.data) : BY_HAND, readDraft(draftKey))) : null),
    [settled, draftKey, entry.data],
  );
  // The form has no field for the entry's id; it belongs to the vehicle while its keys are the entry's.
  const withKeyListEntry = (values: VehicleInput): VehicleInput => {
    const found = entry.data;
    const sameKeys = found && values.hsn?.padStart(4, '0') === found.hsn && values.tsn?.toUpperCase() === found.tsn;
    return { ...values, carVariationId: sameKeys ? found.id : null };
  };

  const create = useMutation({
    mutationFn: (values: VehicleInput) => vehiclesApi.create(values),
    onSuccess: async (vehicle) => {
      unsaved.markSaved();
      clearDraft();
      void message.success(t('vehicles.form.saved'));
      await queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      navigate(`/vehicles/upload?vehicle=${vehicle.id}`);
    },
  });

  if (!initialValues) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 1100 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.form.titleNew')}
      </Typography.Title>
      <AddSteps current={1} />
      <Card>
        <VehicleForm
          key={draftKey}
          mode="create"
          initialValues={initialValues}
          submitting={create.isPending}
          onChange={(values) => {
            unsaved.markChanged();
            writeDraft(draftKey, toDraft(values));
          }}
          onBack={() => {
            // Back to the search is a step of the wizard: the draft keeps what was typed, nothing to ask.
            unsaved.markSaved();
            navigate(-1);
          }}
          onSubmit={(values) =>
            demo.isDemo ? Promise.resolve(demo.askToVerify()) : create.mutateAsync(withKeyListEntry(values))
          }
          intro={
            entry.data ? (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 8 }}
                title={t('vehicles.form.fromKey', {
                  make: entry.data.make,
                  model: entry.data.model,
                  hsn: entry.data.hsn,
                  tsn: entry.data.tsn,
                })}
              />
            ) : null
          }
        />
      </Card>
    </Flex>
  );
}
