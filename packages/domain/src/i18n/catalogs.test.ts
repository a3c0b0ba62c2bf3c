import { describe, expect, it } from 'vitest';
import { catalogs, translate } from './catalogs';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('catalogs', () => {
  it('German and English have exactly the same keys', () => {
    expect(keysOf(catalogs.en).sort()).toEqual(keysOf(catalogs.de).sort());
  });

  it('has no empty text', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const key of keysOf(catalogs[locale])) expect(translate(locale, key), `${locale}:${key}`).not.toBe('');
    }
  });

  it('fills placeholders and shows unknown keys as they are', () => {
    expect(translate('en', 'errors.9027')).toBe('Invalid email');
    expect(translate('de', 'common.errors.notFoundTitle')).toBe('Seite nicht gefunden');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });
});
