import type { VehicleRecord } from '@kontor/domain/vehicle-record';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { errorText } from '../../app/error-notice';
import { useUnsavedGuard } from '../../app/use-unsaved-guard';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { clearEditDraft, readEditDraft } from './vehicle-draft';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/**
 * Editing the vehicle on its page: the form's open state, the version it opened on, an edit restored
 * from its draft, and the save.
 */
export function useVehicleEdit(id: string | undefined, stored: VehicleRecord | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // Leaving the page (the menu, a link, closing the tab) with edits not saved asks first.
  const unsaved = useUnsavedGuard({ onDiscard: clearEditDraft });
  // An edit typed and not saved before a reload, or before the session ended, opens again as it was.
  const [restored, setRestored] = useState<{ version: string; values: Record<string, unknown> } | null>(null);
  // The version the edit form opened on, sent as If-Match: a save made meanwhile in another tab is
  // not overwritten (9541), even after this page refetched the newer vehicle.
  const version = useRef<string | undefined>(undefined);

  // Looked for once, when the vehicle is first read (state adjusted while rendering, not in an effect).
  const [draftLookedFor, setDraftLookedFor] = useState(false);
  if (stored && !draftLookedFor) {
    setDraftLookedFor(true);
    const values = readEditDraft(stored.id, stored.updatedAt);
    if (values) {
      setRestored({ version: stored.updatedAt, values });
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

  const startEdit = () => {
    version.current = stored?.updatedAt;
    setEditing(true);
  };
  return { editing, restored, version, unsaved, save, startEdit, closeEdit };
}

/** Deleting the vehicle after a confirmation; one with trades stays, and the server's reason is shown. */
export function useDeleteVehicle(id: string | undefined, stored: VehicleRecord | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return () =>
    modal.confirm({
      title: t('vehicles.detail.deleteConfirm'),
      content: stored ? vehicleTitle(stored) : '',
      okText: t('vehicles.detail.delete'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        try {
          await vehiclesApi.remove(id!);
        } catch (error) {
          // The reason a vehicle must stay (it has trades; its invoices are kept until a day it names) is shown as it is.
          if (error instanceof ApiError && error.status === 409) {
            modal.error({ title: t('vehicles.detail.deleteCannot'), content: errorText(t, error.code, error.keptUntil) });
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
}
