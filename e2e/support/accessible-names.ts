import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { catalogs } from '../../packages/domain/src/i18n/catalogs';
import { legalTexts } from '../../packages/domain/src/i18n/legal.i18n';
import type { Locale } from './texts';

// What a screen reader says on a screen, checked for the UI's language: the accessible names of the
// controls, images, headings and regions (from the accessibility tree), the texts that only assistive
// technology or a tooltip shows (aria-label, title, placeholder, alt, aria-description), the document's
// <title> and lang. A word of the other language is told by the vocabularies: every word that the
// English texts use and the German ones never do (from our catalogs, antd's locales and the calendar's
// month and day names) is English, and the other way round, so a word both languages share ("Name",
// "Status", "Filter") never counts. antd's icons name themselves in English ("loading", "down",
// "info-circle"); one that is not hidden from the accessibility tree is a finding in either language.

const require = createRequire(import.meta.url);

/** antd's own texts (the CommonJS build: the ES build's imports lack the extensions Node needs). */
function antdLocale(locale: Locale): unknown {
  const module = require(locale === 'de' ? 'antd/lib/locale/de_DE' : 'antd/lib/locale/en_US') as { default: unknown };
  return module.default;
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** The calendar's words as Intl writes them: the month and day names of the date pickers. */
function calendarWords(locale: Locale): string[] {
  const names = (options: Intl.DateTimeFormatOptions, dates: number[]) =>
    dates.map((date) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date));
  const months = Array.from({ length: 12 }, (_, index) => Date.UTC(2026, index, 15));
  // 4 January 2026 is a Sunday.
  const days = Array.from({ length: 7 }, (_, index) => Date.UTC(2026, 0, 4 + index));
  const weekdays = names({ weekday: 'long' }, days);
  return [
    ...names({ month: 'long' }, months),
    ...names({ month: 'short' }, months),
    ...weekdays,
    ...names({ weekday: 'short' }, days),
    // The date picker's column heads: two letters (Su Mo Tu … / So Mo Di …).
    ...weekdays.map((day) => day.slice(0, 2)),
  ];
}

/** The words of a text, lower case; placeholders (`{name}`), addresses and single letters are no words. */
export function wordsOf(text: string): string[] {
  const plain = text.replace(/\{[^}]*\}/g, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  return (plain.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => word.length > 1);
}

function vocabulary(locale: Locale): Set<string> {
  const texts = [
    ...strings(catalogs[locale]),
    ...strings(legalTexts[locale]),
    ...strings(antdLocale(locale)),
    ...calendarWords(locale),
  ];
  return new Set(texts.flatMap(wordsOf));
}

const german = vocabulary('de');
const english = vocabulary('en');
// The language switch offers "DE" and "EN" in both languages.
for (const code of ['de', 'en']) {
  german.add(code);
  english.add(code);
}
/** Per UI language, the words of the other one that this one never uses. */
const foreign: Record<Locale, Set<string>> = {
  de: new Set([...english].filter((word) => !german.has(word))),
  en: new Set([...german].filter((word) => !english.has(word))),
};

/** The words of `text` that belong to the other language than `locale`, once `data` (names, addresses the journey typed) is taken out. */
export function foreignWords(text: string, locale: Locale, data: readonly string[] = []): string[] {
  let rest = text;
  for (const value of data) rest = rest.split(value).join(' ');
  return [...new Set(wordsOf(rest).filter((word) => foreign[locale].has(word)))];
}

/** Roles whose name is the interface's wording rather than data (rows and cells are named by their content). */
const NAMED_ROLES = new Set([
  'alert',
  'alertdialog',
  'banner',
  'button',
  'checkbox',
  'columnheader',
  'combobox',
  'complementary',
  'dialog',
  'figure',
  'form',
  'group',
  'heading',
  'img',
  'link',
  'listbox',
  'main',
  'menu',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'meter',
  'navigation',
  'option',
  'progressbar',
  'radio',
  'radiogroup',
  'region',
  'search',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'switch',
  'tab',
  'tablist',
  'tabpanel',
  'textbox',
  'tooltip',
]);

type Said = { what: string; text: string };

/** Controls a keyboard reaches: without a name, a screen reader says only what they are ("button"). */
const CONTROLS = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

/** The controls of an ARIA snapshot that have no name (`- button`, `- button [disabled]`, `- link:`). */
export function namelessInSnapshot(snapshot: string): string[] {
  return snapshot
    .split('\n')
    .map((line) => /^\s*- ([a-z]+)(?: \[[^\]]*\])*:?$/.exec(line)?.[1])
    .filter((role): role is string => role !== undefined && CONTROLS.has(role));
}

/** `- role "name"` and `- /placeholder: text` lines of an ARIA snapshot (YAML: a line may be single-quoted as a whole). */
export function namesInSnapshot(snapshot: string): Said[] {
  const said: Said[] = [];
  for (const raw of snapshot.split('\n')) {
    const line = raw.replace(/''/g, "'");
    const named = /^\s*- '?([a-z]+) "((?:[^"\\]|\\.)*)"/.exec(line);
    if (named && NAMED_ROLES.has(named[1]!)) said.push({ what: named[1]!, text: named[2]!.replace(/\\(.)/g, '$1') });
    const placeholder = /^\s*- \/placeholder: (.*)$/.exec(line);
    if (placeholder) said.push({ what: 'placeholder', text: placeholder[1]!.replace(/^"(.*)"$/, '$1') });
  }
  return said;
}

type PageFacts = { attributes: Said[]; icons: string[]; title: string; lang: string };

/** In the browser: the attributes a screen reader or a tooltip may say, antd icons that say their own name, the <title>. */
function readPage(): PageFacts {
  const exposed = (element: Element) =>
    !element.closest('[aria-hidden="true"], [inert]') &&
    element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true } as CheckVisibilityOptions);
  const attributes: Said[] = [];
  for (const name of [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'title',
    'placeholder',
    'alt',
  ]) {
    // antd's icons are looked at below, as icons.
    for (const element of document.body.querySelectorAll(`[${name}]:not(.anticon)`)) {
      const text = element.getAttribute(name)?.trim();
      if (text && exposed(element)) attributes.push({ what: `${element.tagName.toLowerCase()}[${name}]`, text });
    }
  }
  // An antd icon named by itself: aria-label "down" on <span class="anticon anticon-down">.
  const icons = [...document.body.querySelectorAll('.anticon[role="img"][aria-label]')]
    .filter((icon) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`) && exposed(icon))
    .map((icon) => {
      const around = icon.closest('button, a, [role="button"], [role="alert"], [class*="ant-"]:not(.anticon)');
      const where = around
        ? `${around.tagName.toLowerCase()}.${[...around.classList].find((name) => name.startsWith('ant-')) ?? ''}`
        : 'page';
      return `"${icon.getAttribute('aria-label')}" in ${where}`;
    });
  return { attributes, icons, title: document.title, lang: document.documentElement.lang };
}

/**
 * What is wrong with the names on the screen as it is now: antd icons that say their English name,
 * controls without a name (hidden icons must not leave one nameless), words of the other language, a
 * <title> or lang not in the UI's language.
 */
export async function checkNames(page: Page, locale: Locale, data: readonly string[] = []): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  const facts = await page.evaluate(readPage);
  const findings = facts.icons.map((icon) => `icon ${icon} says its English name`);
  for (const role of namelessInSnapshot(snapshot)) findings.push(`a ${role} without a name`);
  if (facts.lang !== locale) findings.push(`<html lang="${facts.lang}">`);
  const said = [...namesInSnapshot(snapshot), ...facts.attributes, { what: '<title>', text: facts.title }];
  for (const { what, text } of said) {
    const wrong = foreignWords(text, locale, data);
    if (wrong.length > 0) findings.push(`${what} "${text}" has ${locale === 'de' ? 'English' : 'German'} ${wrong.join(', ')}`);
  }
  return [...new Set(findings)];
}
