import { bilingual } from './bilingual';

// Texts of the mails the server sends. The renderer receives the language explicitly.
export const mailTexts = bilingual(
  {
    greeting: 'Guten Tag,',
    closing: 'Ihr Kontor-Team',
    footer: 'Diese E-Mail wurde automatisch von Kontor gesendet.',
    companyDocument: {
      verifiedSubject: 'Ihr Dokument „{document}“ wurde bestätigt',
      verified: 'wir haben Ihr Dokument „{document}“ geprüft und bestätigt.',
      rejectedSubject: 'Ihr Dokument „{document}“ wurde abgelehnt',
      rejected: 'wir haben Ihr Dokument „{document}“ geprüft und konnten es leider nicht bestätigen. Grund: {reason}',
      rejectedHint: 'Bitte laden Sie das Dokument unter „Profil verwalten“ erneut hoch.',
      status: 'Status Ihres Unternehmens: {status}',
      linkLabel: 'Profil verwalten',
    },
    verification: {
      subject: 'Ihr Bestätigungscode für Kontor: {code}',
      intro: 'willkommen bei Kontor! Bitte bestätigen Sie Ihre E-Mail-Adresse.',
      codeHint:
        'Geben Sie den folgenden Code in Kontor ein (15 Minuten gültig) oder öffnen Sie den Link darunter (24 Stunden gültig), um Ihr Konto einzurichten. Wenn Sie sich nicht bei Kontor registriert haben, ignorieren Sie diese E-Mail.',
      linkLabel: 'Konto einrichten',
    },
    passwordReset: {
      subject: 'Passwort für Kontor zurücksetzen',
      intro: 'Sie haben angefordert, Ihr Passwort zurückzusetzen.',
      linkHint: 'Öffnen Sie den folgenden Link, um ein neues Passwort festzulegen. Er ist 24 Stunden gültig und nur einmal verwendbar.',
      linkLabel: 'Passwort zurücksetzen',
      ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
  },
  {
    greeting: 'Hello,',
    closing: 'Your Kontor team',
    footer: 'This e-mail was sent automatically by Kontor.',
    companyDocument: {
      verifiedSubject: 'Your document "{document}" has been verified',
      verified: 'we have checked and verified your document "{document}".',
      rejectedSubject: 'Your document "{document}" has been rejected',
      rejected: 'we have checked your document "{document}" and could not verify it. Reason: {reason}',
      rejectedHint: 'Please upload the document again under "Manage profile".',
      status: 'Status of your company: {status}',
      linkLabel: 'Manage profile',
    },
    verification: {
      subject: 'Your Kontor verification code: {code}',
      intro: 'welcome to Kontor! Please confirm your e-mail address.',
      codeHint:
        'Enter the following code in Kontor (valid for 15 minutes) or open the link below it (valid for 24 hours) to set up your account. If you did not register with Kontor, ignore this e-mail.',
      linkLabel: 'Set up account',
    },
    passwordReset: {
      subject: 'Reset your Kontor password',
      intro: 'You asked to reset your password.',
      linkHint: 'Open the following link to choose a new password. It is valid for 24 hours and can be used once.',
      linkLabel: 'Reset password',
      ignore: 'If this was not you, ignore this e-mail; your password stays unchanged.',
    },
  },
);
