import { bilingual } from './bilingual';

export const commonTexts = bilingual(
  {
    appName: 'Kontor',
    tagline: 'Die Verwaltung für Gebrauchtwagenhändler',
    language: 'Sprache',
    languages: { de: 'Deutsch', en: 'English' },
    errors: {
      notFoundTitle: 'SEITE NICHT GEFUNDEN',
      notFoundText: 'Die Seite, die Sie suchen, gibt es nicht.',
      backHome: 'Zur Startseite',
      serverTitle: 'OOPS :(',
      serverText: 'Etwas ist schief gelaufen',
      errorTitle: 'Fehler',
    },
    actions: { reload: 'Neu laden', save: 'Speichern', cancel: 'Abbrechen', back: 'Zurück', next: 'Weiter' },
    pager: { label: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {page}' },
    numberInput: {
      invalid: 'Bitte nur eine Zahl eingeben, z. B. {example}',
      range: 'Bitte eine Zahl von {min} bis {max} eingeben',
    },
  },
  {
    appName: 'Kontor',
    tagline: 'Dealer management for used-car dealers',
    language: 'Language',
    languages: { de: 'Deutsch', en: 'English' },
    errors: {
      notFoundTitle: 'PAGE NOT FOUND',
      notFoundText: 'The page you are looking for does not exist.',
      backHome: 'Back to homepage',
      serverTitle: 'OOPS :(',
      serverText: 'Something was wrong',
      errorTitle: 'Error',
    },
    actions: { reload: 'Reload', save: 'Save', cancel: 'Cancel', back: 'Back', next: 'Next' },
    pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {page}' },
    numberInput: {
      invalid: 'Please enter a number only, e.g. {example}',
      range: 'Please enter a number from {min} to {max}',
    },
  },
);
