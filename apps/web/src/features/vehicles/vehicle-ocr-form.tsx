import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { useDemo } from './use-demo';
import { fromInput, VehicleForm } from './vehicle-form';
import { vehiclesApi } from './vehicles.api';

type VehicleOcrFormProps = {
  /** What was read from the registration document, as the form's values. */
  values: Partial<VehicleInput>;
  /** The image read: saved with the vehicle (ocr_image), it becomes the vehicle's document. */
  image: string;
  /** Fields to check against the document, each with what to say at it: highlighted until changed. */
  checkFields: ReadonlyMap<string, ReactNode>;
  /** The names of the fields just changed. */
  onChange(changed: string[]): void;
  intro: ReactNode;
};

/**
 * The vehicle form for the OCR page (composed in src/router.tsx): a new vehicle from what was read,
 * saved with the image read, then its page. The demo version asks for the verification instead.
 */
export function VehicleOcrForm({ values, image, checkFields, onChange, intro }: VehicleOcrFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const demo = useDemo();
  const initialValues = useMemo(() => fromInput(values), [values]);

  const create = useMutation({
    mutationFn: (input: VehicleInput) => vehiclesApi.create({ ...input, ocrImage: image }),
    onSuccess: async (vehicle) => {
      void message.success(t('vehicles.form.saved'));
      await queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      // The image now counts with the vehicle; the menu's storage bar reads it from the session.
      await session.refresh();
      navigate(`/vehicles/${vehicle.id}`);
    },
  });

  return (
    <VehicleForm
      mode="create"
      initialValues={initialValues}
      submitting={create.isPending}
      checkFields={checkFields}
      onChange={(_values, names) => onChange(names)}
      onBack={() => navigate('/vehicles/manual')}
      onSubmit={(input) => (demo.isDemo ? Promise.resolve(demo.askToVerify()) : create.mutateAsync(input))}
      intro={intro}
    />
  );
}
