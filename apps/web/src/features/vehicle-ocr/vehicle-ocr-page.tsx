import { WarningOutlined } from '@ant-design/icons';
import { OCR_FIELDS, type OcrField, type OcrRegion, ocrResultSchema, type OcrResult } from '@kontor/domain/vehicle-ocr';
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
import {
  cropBox,
  cropStyle,
  cropWidth,
  type ImageSize,
  type OcrCheck,
  ocrChecks,
  ocrFormValues,
  readOcrFieldCount,
} from './vehicle-ocr-fields';
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
  /** Fields to check against the paper, each with what to say at it (in its aria-describedby): highlighted. */
  checkFields: ReadonlyMap<string, ReactNode>;
  /** The names of the fields the dealer just changed. */
  onChange(changed: string[]): void;
  /** Shown above the fields: what was read. */
  intro: ReactNode;
}>;

/** The part of the image a value was read from, with a little room around it, as a picture under the field. */
export function OcrRegionCrop({ url, region, size }: { url: string; region: OcrRegion; size: ImageSize }) {
  const { t } = useTranslation();
  const box = cropBox(region, size);
  const style = cropStyle(box, size);
  // Never wider than the field: a phone's column holds it without scrolling.
  const width = cropWidth(box, size);
  // A picture for the eye only: a screen reader hears the reason in the field's description, and a
  // caption without its picture would only end that description with "where on the image".
  return (
    <figure className="ocr-crop-figure" aria-hidden>
      <figcaption className="ocr-crop-caption">{t('vehicles.ocr.region')}</figcaption>
      <div
        className="ocr-crop"
        data-testid="ocr-crop"
        style={{ ...style, backgroundImage: `url("${url}")`, maxWidth: `min(100%, ${width}px)` }}
      />
    </figure>
  );
}

/**
 * The first words at a field to check: a rejected one is to be typed; an unsure one "read with low
 * confidence" only when the engine was unsure of its characters, else just "please check" before the
 * reason (a value the key list disagrees with may have been read very clearly).
 */
function headingOf(check: OcrCheck): string {
  if (check.kind === 'rejected') return 'vehicles.ocr.rejected';
  return !check.reason || check.reason === 'low-score' ? 'vehicles.ocr.check' : 'vehicles.ocr.checkBecause';
}

/** What the form says at a field to check: that, why, what was read of a rejected one, and where. */
function OcrHint({ check, url, size }: { check: OcrCheck; url?: string; size: ImageSize | null }) {
  const { t } = useTranslation();
  // Spaces between the parts: the description a screen reader reads runs them together otherwise.
  return (
    <>
      <span className="ocr-check">
        <WarningOutlined aria-hidden /> {t(headingOf(check))}
      </span>{' '}
      {check.reason && <span className="ocr-reason">{t(`vehicles.ocr.reasons.${check.reason}`)} </span>}
      {check.kind === 'rejected' && check.read && (
        <span className="ocr-read">{t('vehicles.ocr.readAs', { read: check.read })} </span>
      )}
      {check.region && url && size && <OcrRegionCrop url={url} region={check.region} size={size} />}
    </>
  );
}

/**
 * The image read, beside the form: on a phone above it, on a desktop to its left and in view while
 * scrolling; the region the focused field was read from is outlined.
 */
function OcrImage({
  url,
  region,
  onOther,
  onSize,
}: {
  url?: string;
  region?: OcrRegion;
  onOther(): void;
  /** The image's size as the browser shows it (EXIF orientation applied), once loaded: the crops need its shape. */
  onSize(size: ImageSize): void;
}) {
  const { t } = useTranslation();
  // antd's Image keeps the image's own load event: it is heard on its way down to the image.
  const photo = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = photo.current;
    if (!wrapper) return;
    const measure = () => {
      const image = wrapper.querySelector('img');
      if (image?.complete && image.naturalWidth > 0) onSize({ width: image.naturalWidth, height: image.naturalHeight });
    };
    measure();
    wrapper.addEventListener('load', measure, true);
    return () => wrapper.removeEventListener('load', measure, true);
  }, [url, onSize]);
  return (
    <Card size="small" title={t('vehicles.ocr.photo')} style={{ position: 'sticky', top: 12 }}>
      <Flex vertical gap={8}>
        {url && (
          <div className="ocr-photo" ref={photo}>
            <Image src={url} alt={t('vehicles.ocr.photoAlt')} style={{ width: '100%' }} />
            {region && (
              <div
                className="ocr-photo-region"
                data-testid="ocr-photo-region"
                aria-hidden
                style={{
                  left: `${region.x * 100}%`,
                  top: `${region.y * 100}%`,
                  width: `${region.width * 100}%`,
                  height: `${region.height * 100}%`,
                }}
              />
            )}
          </div>
        )}
        <Typography.Text type="secondary">{t('vehicles.ocr.kept')}</Typography.Text>
        <Button onClick={onOther}>{t('vehicles.ocr.tryAgain')}</Button>
      </Flex>
    </Card>
  );
}

/** Where each field was read, by its form name. */
function regionsOf(result: OcrResult): Map<string, OcrRegion> {
  const regions = new Map<string, OcrRegion>();
  for (const name of OCR_FIELDS) {
    const region = result.fields[name]?.region;
    if (region) regions.set(name, region);
  }
  for (const entry of result.rejected) if (entry.region) regions.set(entry.field, entry.region);
  return regions;
}

/**
 * The form filled from the reading; a field to check stays highlighted until the dealer changes it.
 * Focusing a field tells the page which one, so the image outlines where it was read.
 */
function OcrForm({
  result,
  VehicleForm,
  url,
  size,
  onFocusField,
}: {
  result: OcrResult;
  VehicleForm: ReadVehicleFormSlot;
  url?: string;
  size: ImageSize | null;
  onFocusField(name: string | null): void;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => ocrFormValues(result), [result]);
  const checks = useMemo(() => ocrChecks(result), [result]);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const checkFields = useMemo(
    () =>
      new Map(
        [...checks]
          .filter(([name]) => !changed.has(name))
          .map(([name, check]) => [name, <OcrHint key={name} check={check} url={url} size={size} />] as const),
      ),
    [checks, changed, url, size],
  );

  const read = readOcrFieldCount(result);
  // The file buttons are gone once read: the focus goes to what was read, and Tab leads into the form.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    // A field's control carries the field's name as its id (antd's Form.Item without a form name).
    <div onFocus={(event) => onFocusField(event.target.id || null)}>
      <VehicleForm
        values={values}
        image={result.image}
        checkFields={checkFields}
        onChange={(names) => {
          // Typed over (even with the same text), the field has been checked.
          const checked = names.filter((name) => checks.has(name as OcrField) && !changed.has(name));
          if (checked.length > 0) setChanged(new Set([...changed, ...checked]));
        }}
        intro={
          <div ref={summary} tabIndex={-1} className="ocr-summary">
            <Alert
              type={checks.size > 0 ? 'warning' : 'success'}
              showIcon
              style={{ marginBottom: 8 }}
              title={t('vehicles.ocr.read', { count: read })}
              description={checks.size > 0 ? t('vehicles.ocr.unsure', { count: checks.size }) : undefined}
            />
          </div>
        }
      />
    </div>
  );
}

/** The image and the form filled from it, side by side on a desktop, the image first on a phone. */
function OcrResultView({
  result,
  VehicleForm,
  onOther,
}: {
  result: OcrResult;
  VehicleForm: ReadVehicleFormSlot;
  onOther(): void;
}) {
  const url = useQuery({
    queryKey: ['vehicles', 'ocr-image', result.image],
    queryFn: () => vehicleOcrApi.imageUrl(result.image),
    // The signed URL lives five minutes; the image element keeps what it loaded.
    staleTime: Infinity,
  }).data?.url;
  const [size, setSize] = useState<ImageSize | null>(null);
  const regions = useMemo(() => regionsOf(result), [result]);
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <OcrImage url={url} region={focused ? regions.get(focused) : undefined} onOther={onOther} onSize={setSize} />
      </Col>
      <Col xs={24} lg={15}>
        <Card>
          <OcrForm key={result.image} result={result} VehicleForm={VehicleForm} url={url} size={size} onFocusField={setFocused} />
        </Card>
      </Col>
    </Row>
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
        <OcrResultView
          result={result}
          VehicleForm={VehicleForm}
          onOther={() => {
            setAnother(true);
            setResult(null);
          }}
        />
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
