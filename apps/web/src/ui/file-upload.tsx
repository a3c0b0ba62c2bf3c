import { UploadOutlined } from '@ant-design/icons';
import { isErrorCode } from '@kontor/domain/errors';
import type { UploadLimits } from '@kontor/domain/uploads';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSelection, type UploadProblem } from './upload-checks';

type UploadKind = keyof UploadLimits['extensions'];

/** A file the server refused (its type or content, its size): its name and the catalogue code why. */
export type UploadRefusal = { file: string; code: string };

type FileUploadProps = {
  kind: UploadKind;
  /** The server's limits; the control stays disabled until they are known. */
  serverLimits: UploadLimits | undefined;
  value?: File[];
  onChange?: (files: File[]) => void;
  /** At most this many files (never more than the server allows). */
  maxFiles?: number;
  /** At most this many MB per file (never more than the server allows). */
  maxMb?: number;
  /** What the server refused of the last upload; the caller has taken those files out of `value`. */
  refusals?: readonly UploadRefusal[];
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
};

// antd's list needs a stable uid per file; a File has none of its own.
const uids = new WeakMap<File, string>();
let nextUid = 0;
function uidOf(file: File): string {
  let uid = uids.get(file);
  if (!uid) {
    nextUid += 1;
    uid = `file-${nextUid}`;
    uids.set(file, uid);
  }
  return uid;
}

/**
 * The one upload component of the app: chooses files (button or drop), checks type, size and count
 * in the browser with the error catalogue's messages, and hands the chosen files to the form. Sending
 * them is the form's business (one multipart call with the other fields). A refused file, by the
 * browser's checks or by the server (`refusals`), is said at the field with its name and the reason,
 * and is never in the list: the list holds only what is (or will be) sent.
 */
export function FileUpload({
  kind,
  serverLimits,
  value = [],
  onChange,
  maxFiles,
  maxMb,
  refusals = [],
  id,
  disabled,
  ...aria
}: FileUploadProps) {
  const { t } = useTranslation();
  const refusalsId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const limits = useMemo(() => {
    if (!serverLimits) return undefined;
    return {
      maxMb: Math.min(maxMb ?? serverLimits.maxMb, serverLimits.maxMb),
      maxFiles: Math.min(maxFiles ?? serverLimits.maxFiles, serverLimits.maxFiles),
      extensions: serverLimits.extensions[kind],
    };
  }, [serverLimits, kind, maxFiles, maxMb]);

  const say = (problem: UploadProblem) => {
    if (problem.kind === 'unsupported') return `${problem.file}: ${t('company.upload.unsupported')}`;
    if (problem.kind === 'tooLarge') return `${problem.file}: ${t('company.upload.tooLarge', { 0: problem.maxMb })}`;
    return t('company.upload.tooMany', { 0: problem.limit, 1: problem.selected, 2: problem.remaining });
  };

  const addBatch = (current: File[], batch: File[]) => {
    if (!limits) return;
    const checked = checkSelection(current, batch, limits);
    // Each choice says only its own refusals; the ones of an earlier choice are done with.
    setProblems(checked.problems.map(say));
    if (checked.accepted.length > 0 || refusals.length > 0)
      onChange?.([...current, ...checked.accepted.map((index) => batch[index]!)]);
  };
  const said = [
    ...refusals.map((refusal) => `${refusal.file}: ${t(isErrorCode(refusal.code) ? `errors.${refusal.code}` : 'errors.5002')}`),
    ...problems,
  ];
  const describedBy = [aria['aria-describedby'], said.length > 0 ? refusalsId : undefined].filter(Boolean).join(' ') || undefined;

  const single = limits?.maxFiles === 1;
  const fileList: UploadFile[] = value.map((file) => ({ uid: uidOf(file), name: file.name, size: file.size, status: 'done' }));

  return (
    <div>
      <Upload
        id={id}
        accept={limits?.extensions.map((extension) => `.${extension}`).join(',')}
        multiple={!single}
        disabled={disabled || !limits}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a selection; the batch is checked once, as a whole.
          // With room for one file only, a new choice replaces the old one.
          if (file === batch[0]) addBatch(single ? [] : value, batch);
          return false;
        }}
        onRemove={(removed) => {
          onChange?.(value.filter((file) => uidOf(file) !== removed.uid));
          return true;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || !limits} aria-describedby={describedBy}>
          {single ? t('company.upload.chooseOne') : t('company.upload.choose')}
        </Button>
      </Upload>
      {said.length > 0 && (
        <div id={refusalsId} role="alert">
          {said.map((text) => (
            <Typography.Text key={text} type="danger" style={{ display: 'block' }}>
              {text}
            </Typography.Text>
          ))}
        </div>
      )}
      {limits && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(single ? 'company.upload.limitsOne' : 'company.upload.limits', {
            extensions: limits.extensions.join(', '),
            maxMb: limits.maxMb,
            maxFiles: limits.maxFiles,
          })}
        </Typography.Text>
      )}
    </div>
  );
}
