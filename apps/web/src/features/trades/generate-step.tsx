import { isErrorCode } from '@kontor/domain/errors';
import type { DocumentType, GenerateDocumentInput } from '@kontor/domain/trades';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { waitForJob } from '../../app/use-job-status';
import { generatedDocumentsKey } from '../../ui/generated-document-list';
import { GeneratedDocuments } from './generated-documents';
import { ChangedElsewhere } from './issue-summary';
import { type OrderType, tradesApi } from './trades.api';

type RowState = {
  type: DocumentType;
  state: 'waiting' | 'running' | 'done' | 'failed' | 'skipped' | 'unknown';
  progress: number;
  error: string | null;
};
/** What a document job answers when it is done. */
export type GenerateResult = { documentId: string; documentType: DocumentType; number: string | null; vehicleSold: boolean };

/** What makes the sale's and the purchase's documents differ here. */
export type GenerateOrder = {
  orderType: OrderType;
  /** Where the documents' titles are: `${documentTexts}.${type}.title`. */
  documentTexts: string;
  /**
   * The document that finishes the trade (the sale's invoice, the open purchase's contract): made
   * first, and when it fails no other is made. null: none (the trade is finished already).
   */
  gate: DocumentType | null;
  /** Whether a made document finished the trade (the invoice sold the vehicle; the contract recorded the purchase). */
  finished(result: GenerateResult): boolean;
  /** Catalog keys: the trade is finished; the gate failed; the list's heading; the ZIP's name. */
  texts: { finished: string; gateFailed: string; list: string; zipName: string };
  /** The wizard's draft is dropped once the trade is finished. */
  clearDraft(): void;
};

const errorText = (code: string | null) => `errors.${code && isErrorCode(code) ? code : '5003'}`;

/** Why the server refused to start a document: its code, or for a general 422 the first field's (9511: the number is missing). */
function refusalCode(error: ApiError): string {
  const field = Object.values(error.fields).find((code) => isErrorCode(code) && code !== '0001');
  return error.code === '0001' && field ? field : error.code;
}

function rowStatus(row: RowState, t: TFunction): string {
  // The percent sign as the language writes it (de "40 %", en "40%").
  if (row.state === 'running') return t('trades.generate.running', { percent: row.progress });
  if (row.state === 'unknown') return t('common.jobs.unknown');
  return t(`trades.generate.${row.state}`);
}

/** One document's line: its name, its progress, and why it failed. */
function JobRow({ row, documentTexts }: { row: RowState; documentTexts: string }) {
  const { t } = useTranslation();
  const title = t(`${documentTexts}.${row.type}.title`);
  const percent = row.state === 'done' ? 100 : row.state === 'running' ? row.progress : 0;
  const status = {
    failed: 'exception',
    done: 'success',
    running: 'active',
    waiting: 'normal',
    skipped: 'normal',
    unknown: 'normal',
  } as const;
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type={row.state === 'failed' ? 'danger' : 'secondary'}>{rowStatus(row, t)}</Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        status={status[row.state]}
        aria-label={t('trades.generate.progressOf', { document: title })}
      />
      {row.state === 'failed' && <Alert type="error" showIcon title={t(errorText(row.error))} />}
      {row.state === 'unknown' && <Alert type="warning" showIcon title={t('common.jobs.statusUnknown')} />}
    </Flex>
  );
}

type GenerateStepProps = {
  vehicleId: string;
  tradeId: string | null;
  /** The documents to make, in order (the gate first). */
  documents: DocumentType[];
  input: GenerateDocumentInput;
  order: GenerateOrder;
  onRunning(running: boolean): void;
  /** The trade's updatedAt this tab last read or saved, sent with each request (If-Match); null: none yet. */
  version: string | null;
  /** What the documents will state (whom, what price), shown before anything is made. */
  summary?: ReactNode;
  /** Loads the trade as it is now, after another tab changed it (409 9541). */
  onReload(): Promise<void>;
};

type RunOptions = Pick<GenerateStepProps, 'vehicleId' | 'documents' | 'input' | 'order' | 'onRunning' | 'version'>;

/**
 * The run of the documents: one after the other, each row with its progress; the gate first, and
 * when it is not made the others are skipped. Once the gate finished the trade, the draft is
 * dropped and every list is read again.
 */
function useDocumentRun({ vehicleId, documents, input, order, onRunning, version }: RunOptions) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [rows, setRows] = useState<RowState[] | null>(null);
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const [gateFailed, setGateFailed] = useState(false);
  const gone = useRef(false);
  // The version the next request is made on: once this tab's own gate document finished the trade
  // (the invoice froze it), the others print what that froze, and the finish itself moved updatedAt.
  const sentVersion = useRef(version);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const update = (index: number, change: Partial<RowState>) =>
    setRows((current) => current && current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  /** Makes one document; true when it was made, 'unknown' when its status could not be read. */
  async function generateOne(index: number, type: DocumentType): Promise<boolean | 'unknown'> {
    update(index, { state: 'running' });
    try {
      const body: GenerateDocumentInput = {
        language: input.language,
        ...(type === 'INVOICE' && input.invoiceNumber ? { invoiceNumber: input.invoiceNumber } : {}),
      };
      const { suuid } = await tradesApi.generate(vehicleId, {
        orderType: order.orderType,
        documentType: type,
        input: body,
        ifMatch: sentVersion.current,
      });
      const view = await waitForJob(tradesApi.statusUrl(suuid), {
        onProgress: (progress) => update(index, { progress }),
        stopped: () => gone.current,
      });
      if (!view) return false;
      if (view.status === 'UNKNOWN') {
        // Its status could not be read: it may well be made (the list below shows it then), so not "failed";
        // not made as far as we know, so a gate holds the others back.
        update(index, { state: 'unknown' });
        await queryClient.invalidateQueries({ queryKey: generatedDocumentsKey(vehicleId) });
        return 'unknown';
      }
      if (view.status === 'FAILED') {
        update(index, { state: 'failed', error: view.error });
        return false;
      }
      update(index, { state: 'done' });
      await queryClient.invalidateQueries({ queryKey: generatedDocumentsKey(vehicleId) });
      const result = view.result as GenerateResult | null;
      if (result && order.finished(result)) {
        sentVersion.current = null;
        setFinished(true);
        // The trade is finished: nothing of the wizard is left to keep, and every list shows it.
        order.clearDraft();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['trades'] }),
          queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        ]);
      }
      return true;
    } catch (error) {
      update(index, { state: 'failed', error: error instanceof ApiError ? refusalCode(error) : null });
      return false;
    }
  }

  async function start() {
    if (!finished) sentVersion.current = version;
    setRows(documents.map((type) => ({ type, state: 'waiting', progress: 0, error: null })));
    setGateFailed(false);
    setRunning(true);
    onRunning(true);
    try {
      for (const [index, type] of documents.entries()) {
        const made = await generateOne(index, type);
        if (gone.current) return;
        if (made !== true && type === order.gate) {
          // A gate whose status is unknown did not fail: its row says so, the others wait for a reload.
          setGateFailed(made === false);
          setRows((current) => current && current.map((row, at) => (at > index ? { ...row, state: 'skipped' } : row)));
          return;
        }
      }
    } finally {
      // The documents take the company's storage: the menu's storage bar shows it now.
      void session.refresh();
      if (!gone.current) {
        setRunning(false);
        onRunning(false);
      }
    }
  }

  return { rows, running, finished, gateFailed, start };
}

/**
 * Step 5: makes the chosen documents one after the other, each with its progress, then lists what
 * was made. The gate goes first (the sale's invoice sells the vehicle, the purchase's contract
 * records it); without it the others are not made: a contract or receipt of an unsold vehicle, a
 * protocol of a purchase that was refused, would be wrong. `onRunning` tells the wizard to hold
 * the dealer on this step while documents are being made.
 */
export function GenerateStep({ tradeId, summary, onReload, ...run }: GenerateStepProps) {
  const { t } = useTranslation();
  const { vehicleId, documents, order } = run;
  const { rows, running, finished, gateFailed, start } = useDocumentRun(run);
  // The list below shares this query: documents already made for this sale (a revisit) count as made here too.
  const generated = useQuery({ queryKey: generatedDocumentsKey(vehicleId), queryFn: () => tradesApi.generated(vehicleId) });
  const alreadyMade = (generated.data ?? []).some((document) => tradeId !== null && document.tradeId === tradeId);

  return (
    // The step never widens the page (a phone's full-page screenshot came out wider than the screen).
    <Flex vertical gap={16} style={{ maxWidth: '100%', minWidth: 0, overflowWrap: 'anywhere' }}>
      {summary}
      {/* Once documents are made, making them again is no longer the step's main action. */}
      <Button
        type={rows || alreadyMade ? 'default' : 'primary'}
        size="large"
        onClick={() => void start()}
        loading={running}
        disabled={documents.length === 0}
        block
      >
        {rows ? t('trades.generate.again') : t('trades.generate.start')}
      </Button>
      {rows && (
        <Flex vertical gap={12} role="status">
          {rows.map((row) => (
            <JobRow key={row.type} row={row} documentTexts={order.documentTexts} />
          ))}
        </Flex>
      )}
      {rows?.some((row) => row.error === '9541') && <ChangedElsewhere onReload={onReload} />}
      {gateFailed && documents.length > 1 && <Alert type="warning" showIcon role="alert" title={t(order.texts.gateFailed)} />}
      {finished && <Alert type="success" showIcon role="alert" title={t(order.texts.finished)} />}
      <GeneratedDocuments vehicleId={vehicleId} tradeId={tradeId} texts={order.texts} />
    </Flex>
  );
}
