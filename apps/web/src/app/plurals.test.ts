import { catalogs } from '@kontor/domain/i18n/catalogs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

// Counts read right in both languages: "1 Tag", "2 Tage". i18next picks `_one`/`_other` by `count`.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: { de: { translation: catalogs.de }, en: { translation: catalogs.en } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});

function texts(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, inner]) =>
    texts(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('plural forms', () => {
  it('say one day and two days left of the trial', () => {
    expect(i18n.t('shell.header.trialDays', { count: 1, lng: 'de' })).toBe('Testphase: noch 1 Tag');
    expect(i18n.t('shell.header.trialDays', { count: 2, lng: 'de' })).toBe('Testphase: noch 2 Tage');
    expect(i18n.t('shell.header.trialDays', { count: 0, lng: 'de' })).toBe('Testphase: noch 0 Tage');
    expect(i18n.t('shell.header.trialDays', { count: 1, lng: 'en' })).toBe('Free trial: 1 day left');
    expect(i18n.t('shell.header.trialDays', { count: 5, lng: 'en' })).toBe('Free trial: 5 days left');
  });

  it('say one document and two documents uploaded', () => {
    expect(i18n.t('vehicles.upload.uploaded', { count: 1, lng: 'de' })).toBe('1 Dokument hochgeladen.');
    expect(i18n.t('vehicles.upload.uploaded', { count: 3, lng: 'de' })).toBe('3 Dokumente hochgeladen.');
    expect(i18n.t('vehicles.upload.uploaded', { count: 1, lng: 'en' })).toBe('1 document uploaded.');
  });

  it('never put a count before a word without a singular form', () => {
    for (const locale of ['de', 'en'] as const) {
      const bare = texts(catalogs[locale]).filter(([key, text]) => /\{count\}\s+\p{L}/u.test(text) && !/_(one|other)$/.test(key));
      expect(bare, locale).toEqual([]);
    }
  });
});
