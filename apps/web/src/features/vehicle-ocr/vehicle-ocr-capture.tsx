import { CameraOutlined, EditOutlined, FileImageOutlined } from '@ant-design/icons';
import { OCR_ACCEPT } from '@kontor/domain/vehicle-ocr';
import { Alert, Button, Card, Flex, Progress, Typography } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Where reading stands: waiting for a file, sending it, the job reading it, or refused with a code. */
export type CaptureState =
  { step: 'choose' } | { step: 'uploading' } | { step: 'reading'; progress: number } | { step: 'failed'; code: string };

type CaptureProps = {
  state: CaptureState;
  /** Back from a reading ("choose another image"): the focus starts on taking a photo, where the dealer left off. */
  focusFirst?: boolean;
  onFile(file: File): void;
  onByHand(): void;
};

/** Why a file was not read, and what to do: the advice of 5001 (light, focus, the whole page flat), the formats of 5002. */
function Failure({ code, onRetry, onByHand }: { code: string; onRetry(): void; onByHand(): void }) {
  const { t } = useTranslation();
  const texts: Record<string, { title: string; advice?: string }> = {
    '5001': { title: t('vehicles.ocr.failedTitle'), advice: t('vehicles.ocr.failedAdvice') },
    '5002': { title: t('vehicles.ocr.unsupportedTitle'), advice: t('vehicles.ocr.unsupportedAdvice') },
    '5007': { title: t('errors.5007'), advice: t('vehicles.ocr.storageFull') },
  };
  const text = texts[code] ?? { title: t(`errors.${code}`, { defaultValue: t('errors.5003') }) };
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text.title}
      description={
        <Flex vertical gap={8} align="flex-start">
          {text.advice && <span>{text.advice}</span>}
          <Flex gap={8} wrap>
            {/* Focus moves here, so a keyboard continues where the failure is said (the buttons above were disabled while reading). */}
            <Button type="primary" onClick={onRetry} autoFocus>
              {t('vehicles.ocr.tryAgain')}
            </Button>
            <Button icon={<EditOutlined aria-hidden />} onClick={onByHand}>
              {t('vehicles.ocr.byHand')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}

/**
 * Taking the photo (the phone's rear camera through `capture`) or choosing a photo or scan, and the
 * progress of sending and reading it. Both actions are buttons, so the keyboard reaches them; the
 * file inputs behind them stay out of the tab order.
 */
export function VehicleOcrCapture({ state, focusFirst = false, onFile, onByHand }: CaptureProps) {
  const { t } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const busy = state.step === 'uploading' || state.step === 'reading';
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so the same file can be chosen again after a failure.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('vehicles.ocr.intro')}</Typography.Paragraph>
        <Alert type="info" showIcon title={t('vehicles.ocr.tips')} />
        <input
          ref={camera}
          type="file"
          accept={OCR_ACCEPT}
          capture="environment"
          hidden
          aria-label={t('vehicles.ocr.takePhoto')}
          data-testid="ocr-camera"
          onChange={picked}
        />
        <input
          ref={chooser}
          type="file"
          accept={OCR_ACCEPT}
          hidden
          aria-label={t('vehicles.ocr.chooseFile')}
          data-testid="ocr-file"
          onChange={picked}
        />
        <Flex gap={8} wrap>
          <Button
            type="primary"
            size="large"
            icon={<CameraOutlined aria-hidden />}
            disabled={busy}
            autoFocus={focusFirst}
            onClick={() => camera.current?.click()}
          >
            {t('vehicles.ocr.takePhoto')}
          </Button>
          <Button size="large" icon={<FileImageOutlined aria-hidden />} disabled={busy} onClick={() => chooser.current?.click()}>
            {t('vehicles.ocr.chooseFile')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('vehicles.ocr.formats')}</Typography.Text>
        {busy && (
          <div aria-live="polite">
            <Typography.Text strong>
              {state.step === 'uploading' ? t('vehicles.ocr.uploading') : t('vehicles.ocr.reading')}
            </Typography.Text>
            <Progress
              percent={state.step === 'reading' ? state.progress : 0}
              status="active"
              aria-label={t('vehicles.ocr.progressLabel')}
            />
          </div>
        )}
        {state.step === 'failed' && <Failure code={state.code} onRetry={() => chooser.current?.click()} onByHand={onByHand} />}
      </Flex>
    </Card>
  );
}
