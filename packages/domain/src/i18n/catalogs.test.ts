import { describe, expect, it } from 'vitest';
import { backOfficeTexts } from './back-office-texts';
import { catalogs, translate } from './catalogs';
import { guestTexts } from './guest-texts';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('catalogs', () => {
  it('German and English have exactly the same keys', () => {
    expect(keysOf(catalogs.en).sort()).toEqual(keysOf(catalogs.de).sort());
  });

  it('is the guest pages’ sections, the back office’s and the mails’, each section in one of them', () => {
    const sections = [...Object.keys(guestTexts.de), ...Object.keys(backOfficeTexts.de), 'mail'];
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections.sort()).toEqual(Object.keys(catalogs.de).sort());
  });

  it('has no empty text', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const key of keysOf(catalogs[locale])) expect(translate(locale, key), `${locale}:${key}`).not.toBe('');
    }
  });

  it('calls the vehicle’s registration document by its English name, never a passport', () => {
    // A person's ID card or passport is one; the Zulassungsbescheinigung is the registration document.
    const passports = keysOf(catalogs.en).filter((key) => /passport/i.test(translate('en', key)));
    expect(passports.sort()).toEqual(['company.documentTypes.OWNER_PASSPORT']);
    expect(translate('en', 'errors.5001')).toContain('registration document');
  });

  it('fills placeholders and shows unknown keys as they are', () => {
    expect(translate('en', 'errors.9027')).toBe('Invalid email');
    expect(translate('de', 'common.errors.notFoundTitle')).toBe('Seite nicht gefunden');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });
});
