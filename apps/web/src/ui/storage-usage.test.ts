import { describe, expect, it } from 'vitest';
import { formatBytes, storageLevel, storageUsage } from './storage-usage';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('storage bar arithmetic', () => {
  it('is empty when nothing is used', () => {
    expect(storageUsage(0, GB, 'en')).toMatchObject({ percent: 0, width: 0, level: 'green', used: '0 MB', total: '1 GB' });
  });

  it('is at least 1 % wide as soon as anything is used', () => {
    const tiny = storageUsage(1024, GB, 'en');
    expect(tiny.width).toBe(1);
    expect(tiny.percent).toBe(0);
    expect(storageUsage(5 * MB, GB, 'en').width).toBe(1);
    expect(storageUsage(20 * MB, GB, 'en').width).toBeCloseTo(1.953, 2);
  });

  it('is green up to 80 %, amber up to 90 %, red above', () => {
    expect(storageLevel(0)).toBe('green');
    expect(storageLevel(80)).toBe('green');
    expect(storageLevel(80.01)).toBe('amber');
    expect(storageLevel(90)).toBe('amber');
    expect(storageLevel(90.01)).toBe('red');
    expect(storageUsage(0.85 * GB, GB, 'de').level).toBe('amber');
    expect(storageUsage(0.95 * GB, GB, 'de').level).toBe('red');
  });

  it('never draws more than the full bar, even over the limit', () => {
    const over = storageUsage(2 * GB, GB, 'en');
    expect(over.width).toBe(100);
    expect(over.percent).toBe(200);
    expect(over.level).toBe('red');
  });

  it('treats a company without storage as full when anything is stored', () => {
    expect(storageUsage(MB, 0, 'en')).toMatchObject({ width: 100, level: 'red' });
    expect(storageUsage(0, 0, 'en')).toMatchObject({ width: 0, level: 'green' });
  });

  it('shows MB below one gigabyte and GB from there, in the locale', () => {
    expect(formatBytes(512 * MB, 'en')).toBe('512 MB');
    expect(formatBytes(1.5 * MB, 'de')).toBe('1,5 MB');
    expect(formatBytes(GB, 'de')).toBe('1 GB');
    expect(formatBytes(2.25 * GB, 'en')).toBe('2.3 GB');
    expect(storageUsage(300 * MB, 2 * GB, 'de')).toMatchObject({ used: '300 MB', total: '2 GB', percent: 14.6 });
  });

  it('shows KB below one megabyte, so a PDF never reads 0 MB', () => {
    expect(formatBytes(48 * 1024, 'de')).toBe('48 KB');
    expect(formatBytes(1_023 * 1024, 'en')).toBe('1,023 KB');
    expect(formatBytes(100, 'en')).toBe('1 KB');
    expect(formatBytes(0, 'en')).toBe('0 MB');
  });
});
