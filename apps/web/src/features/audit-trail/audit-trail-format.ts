import type { Locale } from '@kontor/domain/constants';

/** A moment in Berlin time as the UI language writes it: 07.12.2026, 15:03:12 / 07/12/2026, 15:03:12. */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/** The first characters of a SHA-256, enough to tell documents apart on screen (the whole is copied). */
export const shortHash = (hash: string) => `${hash.slice(0, 10)}…`;
