import { ocrResultSchema, type OcrResult } from '@kontor/domain/vehicle-ocr';
import type { VehicleInput } from '@kontor/domain/vehicles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Image, Row, Typography } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, NO_CONNECTION_CODE } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { useJobStatus } from '../../app/use-job-status';
import { type CaptureState, VehicleOcrCapture } from './vehicle-ocr-capture';
import { ocrFormValues, readOcrFieldCount, unsureOcrFields } from './vehicle-ocr-fields';
import { vehicleOcrApi } from './vehicle-ocr.api';

/**
 * The vehicles feature's form for a vehicle read from its registration document (composed in
 * src/router.tsx): it saves the vehicle with `image`, which is then kept as the vehicle's document.
 */
export type ReadVehicleFormSlot = ComponentType<{
  /** What was read, as the vehicle form's values. */
  values: Partial<VehicleInput>;
  /** The image read (the OCR result's image). */
  image: string;
  /** Fields to check against the paper: highlighted, described as "please check". */
  checkFields: ReadonlySet<string>;
  /** The names of the fields the dealer just changed. */
  onChange(changed: string[]): void;
  /** Shown above the fields: what was read. */
  intro: ReactNode;
}>;

/** The image read, beside the form: on a phone above it, on a desktop to its left and in view while scrolling. */
function OcrImage({ imageId, onOther }: { imageId: string; onOther(): void }) {
  const { t } = useTranslation();
  const url = useQuery({
    queryKey: ['vehicles', 'ocr-image', imageId],
    queryFn: () => vehicleOcrApi.imageUrl(imageId),
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
function OcrForm({ result, VehicleForm }: { result: OcrResult; VehicleForm: ReadVehicleFormSlot }) {
  const { t } = useTranslation();
  const values = useMemo(() => ocrFormValues(result.fields), [result]);
  const unsure = useMemo(() => unsureOcrFields(result.fields), [result]);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const checkFields = useMemo(() => new Set([...unsure].filter((name) => !changed.has(name))), [unsure, changed]);

  const read = readOcrFieldCount(result.fields);
  // The file buttons are gone once read: the focus goes to what was read, and Tab leads into the form.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <VehicleForm
      values={values}
      image={result.image}
      checkFields={checkFields}
      onChange={(names) => {
        // Typed over (even with the same text), the field has been checked.
        const checked = names.filter((name) => unsure.has(name) && !changed.has(name));
        if (checked.length > 0) setChanged(new Set([...changed, ...checked]));
      }}
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
 * fields highlighted; the dealer corrects, agrees and saves with the vehicles' form (`VehicleForm`), and
 * the image is kept with the vehicle.
 */
export default function VehicleOcrPage({ VehicleForm }: { VehicleForm: ReadVehicleFormSlot }) {
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
    mutationFn: (file: File) => vehicleOcrApi.start(file),
    onMutate: () => {
      setResult(null);
      setCapture({ step: 'uploading' });
    },
    onSuccess: ({ suuid }) => {
      setCapture({ step: 'reading', progress: 0 });
      setStatusUrl(vehicleOcrApi.statusUrl(suuid));
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
              <OcrForm key={result.image} result={result} VehicleForm={VehicleForm} />
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
