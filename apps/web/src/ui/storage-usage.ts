import type { Locale } from '@kontor/domain/constants';
import { formatNumber } from './format';

type StorageLevel = 'green' | 'amber' | 'red';

type StorageUsage = {
  /** Share used, 0–100 (may exceed 100 when over the limit), for the label. */
  percent: number;
  /** Width of the filled part, 0–100: never below 1 when anything is used, so it stays visible. */
  width: number;
  level: StorageLevel;
  used: string;
  total: string;
};

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * Bytes as a dealer reads them, with the locale's decimal mark: KB below a megabyte (a PDF is some
 * 50 KB; never "0 MB" for a file that has bytes), MB below a gigabyte (and for nothing at all), GB from there.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  if (bytes >= GB) return `${formatNumber(Math.round((bytes / GB) * 10) / 10, locale)} GB`;
  if (bytes >= MB || bytes <= 0) return `${formatNumber(Math.round((Math.max(0, bytes) / MB) * 10) / 10, locale)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / KB)), locale)} KB`;
}

/** Green up to 80 %, amber above 80 % up to 90 %, red above 90 %. */
export function storageLevel(percent: number): StorageLevel {
  if (percent > 90) return 'red';
  if (percent > 80) return 'amber';
  return 'green';
}

export function storageUsage(usedBytes: number, sizeBytes: number, locale: Locale): StorageUsage {
  const used = Math.max(0, usedBytes);
  const percent = sizeBytes > 0 ? (used / sizeBytes) * 100 : used > 0 ? 100 : 0;
  const width = used > 0 ? Math.min(100, Math.max(1, percent)) : 0;
  return {
    percent: Math.round(percent * 10) / 10,
    width,
    level: storageLevel(percent),
    used: formatBytes(used, locale),
    total: formatBytes(Math.max(0, sizeBytes), locale),
  };
}
