import { LOCALE_COOKIE } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorNotice, errorText } from './error-notice';

// A refused deletion of a record the law keeps (9556-9559) names the day it is kept to, as the UI
// language writes a day (the app's language is its cookie, as for every date it shows).

const de = i18next.createInstance();
const en = i18next.createInstance();

beforeAll(async () => {
  const interpolation = { escapeValue: false, prefix: '{', suffix: '}' };
  await de.init({ lng: 'de', resources: { de: { translation: catalogs.de } }, interpolation });
  await en.init({ lng: 'en', resources: { en: { translation: catalogs.en } }, interpolation });
});

const speak = (locale: 'de' | 'en') => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/`;
};

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('retention refusals', () => {
  it('name the last day in German', () => {
    speak('de');
    expect(errorText(de.t, '9556', '2034-12-31')).toBe(
      'Rechnungen und Verträge zu diesem Fahrzeug werden bis 31.12.2034 aufbewahrt (§ 147 AO): Das Fahrzeug kann nicht gelöscht werden. Ein verkauftes Fahrzeug bleibt unter „Verkauft“',
    );
    expect(errorText(de.t, '9557', '2034-12-31')).toBe(
      'Das Dokument ist ausgestellt und wird bis 31.12.2034 aufbewahrt (§ 147 AO): Es kann nicht gelöscht werden',
    );
    expect(errorNotice(de.t, '9559', '2033-12-31')).toEqual({
      title: 'Fehler',
      description:
        'Der stornierte Handel und seine Rechnungen werden bis 31.12.2033 aufbewahrt (§ 147 AO): Er kann nicht gelöscht werden',
    });
  });

  it('name the last day in English', () => {
    speak('en');
    expect(errorText(en.t, '9558', '2034-12-31')).toBe(
      'The invoice is issued and kept with its trade until 31/12/2034 (§ 147 AO, § 14b UStG): it cannot be deleted; a correction is made by a cancellation invoice',
    );
    expect(errorNotice(en.t, '9556', '2034-12-31').description).toContain('kept until 31/12/2034 (§ 147 AO)');
  });

  it('leave every other code’s text as it is', () => {
    expect(errorText(en.t, '9310')).toBe(catalogs.en.errors['9310']);
    expect(errorText(en.t, 'nonsense')).toBe(catalogs.en.errors['5003']);
  });
});
