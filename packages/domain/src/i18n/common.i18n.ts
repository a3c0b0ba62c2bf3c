import { bilingual } from './bilingual';

export const commonTexts = bilingual(
  {
    appName: 'Kontor',
    tagline: 'Die Verwaltung für Gebrauchtwagenhändler',
    language: 'Sprache',
    languages: { de: 'Deutsch', en: 'English' },
    errors: {
      notFoundTitle: 'Seite nicht gefunden',
      notFoundText: 'Was Sie suchen, gibt es nicht oder nicht mehr. Vielleicht wurde es gelöscht oder der Link ist veraltet.',
      backHome: 'Zur Startseite',
      serverTitle: 'Etwas ist schiefgegangen',
      serverText: 'Bitte versuchen Sie es in einem Moment erneut. Wenn der Fehler bleibt, hilft Ihnen unser Support.',
      errorTitle: 'Fehler',
      // The message of a 422 for a value outside an enumeration (errors 5015): the field and what it allows.
      allowedValues: 'Unzulässiger Wert für „{field}“. Erlaubt: {allowed}',
    },
    actions: {
      reload: 'Neu laden',
      save: 'Speichern',
      cancel: 'Abbrechen',
      back: 'Zurück',
      next: 'Weiter',
      retry: 'Erneut versuchen',
    },
    unsaved: {
      title: 'Ungespeicherte Änderungen verwerfen?',
      text: 'Ihre Änderungen sind noch nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
      leave: 'Verlassen ohne zu speichern',
      stay: 'Auf der Seite bleiben',
    },
    pager: { label: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {page}' },
    numberInput: {
      invalid: 'Bitte nur eine Zahl eingeben, z. B. {example}',
      range: 'Bitte eine Zahl von {min} bis {max} eingeben',
    },
    dateInput: {
      unreadable: '„{text}“ ist kein Datum. Bitte so eingeben: {example}',
      future: 'Der {date} liegt in der Zukunft. Bitte ein Datum bis heute eingeben',
      notAllowed: '{date} ist hier nicht möglich',
      dayMissing: '„{text}“ nennt nur den Monat. Bitte mit Tag eingeben: {example}',
      dayPlaceholder: 'TT',
      futureMonth: '{date} liegt in der Zukunft. Bitte einen Monat bis zum laufenden eingeben',
      dayOrMonth: '{day} oder {month}',
    },
    clearSelection: 'Auswahl entfernen',
    clearSearch: 'Suche leeren',
    moreTabs: 'Weitere Registerkarten',
    // A job whose status could not be read for a while (no connection, server busy): not a failure.
    jobs: {
      unknown: 'Stand unbekannt',
      statusUnknown:
        'Der Stand konnte nicht abgerufen werden. Die Arbeit kann trotzdem fertig werden: Bitte laden Sie die Seite gleich neu, um das Ergebnis zu sehen.',
    },
  },
  {
    appName: 'Kontor',
    tagline: 'Dealer management for used-car dealers',
    language: 'Language',
    languages: { de: 'Deutsch', en: 'English' },
    errors: {
      notFoundTitle: 'Page not found',
      notFoundText:
        'What you are looking for does not exist, or no longer does. It may have been deleted, or the link is out of date.',
      backHome: 'Back to homepage',
      serverTitle: 'Something went wrong',
      serverText: 'Please try again in a moment. If the error persists, our support will help you.',
      errorTitle: 'Error',
      allowedValues: 'Not an allowed value for “{field}”. Allowed: {allowed}',
    },
    actions: { reload: 'Reload', save: 'Save', cancel: 'Cancel', back: 'Back', next: 'Next', retry: 'Try again' },
    unsaved: {
      title: 'Discard unsaved changes?',
      text: 'Your changes are not saved yet. If you leave the page, they are lost.',
      leave: 'Leave without saving',
      stay: 'Stay on the page',
    },
    pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {page}' },
    numberInput: {
      invalid: 'Please enter a number only, e.g. {example}',
      range: 'Please enter a number from {min} to {max}',
    },
    dateInput: {
      unreadable: '“{text}” is not a date. Please enter it like this: {example}',
      future: '{date} is in the future. Please enter a date up to today',
      notAllowed: '{date} is not possible here',
      dayMissing: '“{text}” gives only the month. Please enter the day too: {example}',
      dayPlaceholder: 'DD',
      futureMonth: '{date} is in the future. Please enter a month up to the current one',
      dayOrMonth: '{day} or {month}',
    },
    clearSelection: 'Clear selection',
    clearSearch: 'Clear search',
    moreTabs: 'More tabs',
    jobs: {
      unknown: 'Status unknown',
      statusUnknown: 'Could not get the status. The work may still finish: please reload the page in a moment to see the result.',
    },
  },
);
