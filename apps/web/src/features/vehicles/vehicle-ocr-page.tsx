import { ocrResultSchema, type OcrResult } from '@kontor/domain/vehicle-ocr';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Image, Row, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, NO_CONNECTION_CODE } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { useJobStatus } from '../../app/use-job-status';
import { useDemo } from './use-demo';
import { type CaptureState, VehicleOcrCapture } from './vehicle-ocr-capture';
import { ocrFormValues, readOcrFieldCount, unsureOcrFields } from './vehicle-ocr-fields';
import { fromInput, VehicleForm } from './vehicle-form';
import { vehiclesApi } from './vehicles.api';

/** The image read, beside the form: on a phone above it, on a desktop to its left and in view while scrolling. */
function OcrImage({ imageId, onOther }: { imageId: string; onOther(): void }) {
  const { t } = useTranslation();
  const url = useQuery({
    queryKey: ['vehicles', 'ocr-image', imageId],
    queryFn: () => vehiclesApi.ocrImageUrl(imageId),
    // The signed URL lives five minutes; the image element keeps what it loaded.
    staleTime: Infinity,
  });
  return (
    <Card size="small" title={t('vehicles.ocr.photo')} style={{ position: 'sticky', top: 12 }}>
      <Flex vertical gap={8}>
        {url.data && <Image src={url.data.url} alt={t('vehicles.ocr.photoAlt')} style={{ width: '100%' }} />}
        <Typography.Text type="secondary">{t('vehicles.ocr.kept')}</Typography.Text>
        <Button onClick={onOther}>{t('vehicles.ocr.tryAgain')}</Button>
      </Flex>
    </Card>
  );
}

/** The form filled from the reading; an unsure field stays highlighted until the dealer changes it. */
function OcrForm({ result }: { result: OcrResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const demo = useDemo();
  const initialValues = useMemo(() => fromInput(ocrFormValues(result.fields)), [result]);
  const unsure = useMemo(() => unsureOcrFields(result.fields), [result]);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const checkFields = useMemo(() => new Set([...unsure].filter((name) => !changed.has(name))), [unsure, changed]);

  const create = useMutation({
    mutationFn: (values: VehicleInput) => vehiclesApi.create({ ...values, ocrImage: result.image }),
    onSuccess: async (vehicle) => {
      void message.success(t('vehicles.form.saved'));
      await queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      // The image now counts with the vehicle; the menu's storage bar reads it from the session.
      await session.refresh();
      navigate(`/vehicles/${vehicle.id}`);
    },
  });

  const read = readOcrFieldCount(result.fields);
  // The file buttons are gone once read: the focus goes to what was read, and Tab leads into the form.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <VehicleForm
      mode="create"
      initialValues={initialValues}
      submitting={create.isPending}
      checkFields={checkFields}
      onChange={(_values, names) => {
        // Typed over (even with the same text), the field has been checked.
        const checked = names.filter((name) => unsure.has(name) && !changed.has(name));
        if (checked.length > 0) setChanged(new Set([...changed, ...checked]));
      }}
      onBack={() => navigate('/vehicles/manual')}
      onSubmit={(values) => (demo.isDemo ? Promise.resolve(demo.askToVerify()) : create.mutateAsync(values))}
      intro={
        <div ref={summary} tabIndex={-1} className="ocr-summary">
          <Alert
            type={unsure.size > 0 ? 'warning' : 'success'}
            showIcon
            style={{ marginBottom: 8 }}
            title={t('vehicles.ocr.read', { count: read })}
            description={unsure.size > 0 ? t('vehicles.ocr.unsure', { count: unsure.size }) : undefined}
          />
        </div>
      }
    />
  );
}

/**
 * /vehicles/ocr: adding a vehicle from a photo or scan of its registration document. The file is
 * read by a job (progress polled); what was read fills the vehicle form beside the image, unsure
 * fields highlighted; the dealer corrects, agrees and saves, and the image is kept with the vehicle.
 */
export default function VehicleOcrPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.ocr.title');
  const navigate = useNavigate();
  const [capture, setCapture] = useState<CaptureState>({ step: 'choose' });
  const [statusUrl, setStatusUrl] = useState<string | null>(null);
  const [result, setResult] = useState<OcrResult | null>(null);
  const [another, setAnother] = useState(false);

  const job = useJobStatus(statusUrl, {
    onFinish: (view) => {
      setStatusUrl(null);
      // What was read is only in the job's answer: without its status there is nothing to show, so
      // the page says the server could not be reached (9542), not that reading failed.
      if (view.status === 'UNKNOWN') return setCapture({ step: 'failed', code: NO_CONNECTION_CODE });
      const parsed = ocrResultSchema.safeParse(view.result);
      if (view.status === 'DONE' && parsed.success) {
        setResult(parsed.data);
        setCapture({ step: 'choose' });
      } else setCapture({ step: 'failed', code: view.error ?? '5003' });
    },
  });

  const start = useMutation({
    mutationFn: (file: File) => vehiclesApi.startOcr(file),
    onMutate: () => {
      setResult(null);
      setCapture({ step: 'uploading' });
    },
    onSuccess: ({ suuid }) => {
      setCapture({ step: 'reading', progress: 0 });
      setStatusUrl(vehiclesApi.ocrStatusUrl(suuid));
    },
    onError: (error) => setCapture({ step: 'failed', code: error instanceof ApiError ? error.code : '5003' }),
  });

  const shown: CaptureState = capture.step === 'reading' ? { step: 'reading', progress: job.progress } : capture;
  return (
    <Flex vertical gap={12} style={{ maxWidth: 1400 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.ocr.title')}
      </Typography.Title>
      {result ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9}>
            <OcrImage
              imageId={result.image}
              onOther={() => {
                setAnother(true);
                setResult(null);
              }}
            />
          </Col>
          <Col xs={24} lg={15}>
            <Card>
              <OcrForm key={result.image} result={result} />
            </Card>
          </Col>
        </Row>
      ) : (
        <div style={{ maxWidth: 880 }}>
          <VehicleOcrCapture
            state={shown}
            focusFirst={another}
            onFile={(file) => start.mutate(file)}
            onByHand={() => navigate('/vehicles/manual-add')}
          />
        </div>
      )}
    </Flex>
  );
}
