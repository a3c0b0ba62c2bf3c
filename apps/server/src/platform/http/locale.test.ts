import { describe, expect, it } from 'vitest';
import { acceptedLocaleOf, localeOf } from './locale';

describe('localeOf', () => {
  it('takes the highest-weighted language of Accept-Language we speak, not the first', () => {
    expect(localeOf({ 'accept-language': 'de;q=0.1, en;q=0.9' })).toBe('en');
    expect(localeOf({ 'accept-language': 'en-US,en;q=0.9,de;q=0.8' })).toBe('en');
    expect(localeOf({ 'accept-language': 'fr-CH, fr;q=0.9, de-AT;q=0.3, en;q=0.2' })).toBe('de');
    expect(localeOf({ 'accept-language': 'en;q=0.5, de' })).toBe('de');
    expect(localeOf({ 'accept-language': 'EN-gb' })).toBe('en');
  });

  it('keeps the first of equal weights, leaves out q=0 and broken weights, and falls back to German', () => {
    expect(acceptedLocaleOf('en, de')).toBe('en');
    expect(acceptedLocaleOf('en;q=0, de;q=0.1')).toBe('de');
    expect(acceptedLocaleOf('en;q=abc')).toBeUndefined();
    expect(acceptedLocaleOf('fr, *')).toBeUndefined();
    expect(acceptedLocaleOf(undefined)).toBeUndefined();
    expect(localeOf({ 'accept-language': 'fr' })).toBe('de');
    expect(localeOf({})).toBe('de');
  });

  it('lets the locale cookie win over Accept-Language', () => {
    expect(localeOf({ cookie: 'a=b; kontor_locale=de', 'accept-language': 'en' })).toBe('de');
    expect(localeOf({ cookie: 'kontor_locale=xx', 'accept-language': 'de;q=0.1, en' })).toBe('en');
  });
});
