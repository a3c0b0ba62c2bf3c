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
    subscription: {
      plans: { MONTHLY: 'Monatlich', YEARLY: 'Jährlich' },
      periods: { MONTHLY: 'Monat', YEARLY: 'Jahr' },
      orderedSubject: 'Ihre Bestellung: Kontor, Tarif „{plan}“',
      ordered: 'vielen Dank für Ihre Bestellung. Sie haben für {company} den Tarif „{plan}“ abgeschlossen.',
      price: 'Preis: {net} netto zzgl. {vatRate} % MwSt. ({vat}), gesamt {gross} brutto je {period}.',
      priceREVERSE_CHARGE:
        'Preis: {net} netto je {period}, ohne deutsche Umsatzsteuer: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), die Umsatzsteuer schulden Sie in Ihrem Land.',
      priceNOT_TAXABLE:
        'Preis: {net} netto je {period}: Die Leistung ist in Deutschland nicht steuerbar, deutsche Umsatzsteuer wird nicht berechnet.',
      startsLater: 'Erster bezahlter Tag ist der {date}; bis dahin arbeiten Sie weiter wie bisher.',
      startsToday: 'Ihr Abonnement beginnt heute, am {date}.',
      sepa: 'Zahlung per SEPA-Lastschrift vom Konto {iban} (Kontoinhaber: {holder}), Mandatsreferenz {reference}, Gläubiger-Identifikationsnummer {creditorId}. Betrag und Datum jeder Lastschrift kündigen wir Ihnen vorab an. Das Mandat können Sie unter „Einstellungen“ → „Abonnement“ herunterladen.',
      invoice: 'Zahlung per Rechnung: zu jedem Zeitraum erhalten Sie eine Rechnung, zahlbar innerhalb von 14 Tagen.',
      cancelHint: 'Sie können zum Ende jedes Zeitraums kündigen, unter „Einstellungen“ → „Abonnement“.',
      canceledSubject: 'Ihre Kündigung: Kontor, Tarif „{plan}“',
      canceled:
        'wir bestätigen Ihre Kündigung. Ihr Abonnement „{plan}“ für {company} endet am {date}. Bis dahin arbeiten Sie wie gewohnt; danach bleiben Ihre Daten und Dokumente lesbar, Änderungen brauchen ein neues Abonnement.',
      canceledBeforeStart:
        'wir bestätigen Ihre Kündigung. Ihr Abonnement „{plan}“ für {company} beginnt nicht, es wird nichts berechnet. Sie arbeiten bis zum {date} weiter wie bisher; danach bleiben Ihre Daten und Dokumente lesbar, Änderungen brauchen ein Abonnement.',
      linkLabel: 'Abonnement ansehen',
    },
    subscriptionInvoice: {
      subject: 'Ihre Rechnung {number} für Kontor',
      intro: 'anbei erhalten Sie die Rechnung {number} für {company}, Tarif „{plan}“, Zeitraum {from} bis {to}: {gross}.',
      transfer: 'Bitte überweisen Sie den Betrag bis zum {due}; die Kontoverbindung steht auf der Rechnung.',
      debit: 'Wir ziehen den Betrag am {due} per SEPA-Lastschrift von Ihrem Konto {iban} ein (Mandatsreferenz {reference}).',
      linkHint: 'Alle Rechnungen finden Sie auch unter „Einstellungen“ → „Abonnement“.',
    },
    sepaDebitFile: {
      subject: 'SEPA-Lastschriftdatei für den Einzug am {date}',
      intro_one: 'die Lastschriftdatei (pain.008) für den Einzug am {date} liegt bereit: {count} Lastschrift über {total}.',
      intro_other:
        'die Lastschriftdatei (pain.008) für den Einzug am {date} liegt bereit: {count} Lastschriften, zusammen {total}.',
      file: 'Datei: {file}',
      messageId: 'Nachrichten-ID (MsgId): {messageId}',
      deadline:
        'Bitte reichen Sie die Datei bis zum {deadline} vor dem Annahmeschluss Ihrer Bank ein (SEPA-Basislastschrift: einen Geschäftstag vor dem Einzug). Jede Lastschrift steht nur in dieser einen Datei.',
    },
    passwordReset: {
      subject: 'Passwort für Kontor zurücksetzen',
      intro: 'Sie haben angefordert, Ihr Passwort zurückzusetzen.',
      linkHint:
        'Öffnen Sie den folgenden Link, um ein neues Passwort festzulegen. Er ist 24 Stunden gültig und nur einmal verwendbar.',
      linkLabel: 'Passwort zurücksetzen',
      ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    // A dealer's document mailed to its buyer: a business letter of the dealer, sent through Kontor.
    documentMail: {
      subject: '{document} – {company}',
      intro: 'anbei erhalten Sie das Dokument „{document}“ von {company} als PDF.',
      xrechnung:
        'Die Rechnung liegt außerdem als XRechnung bei (elektronische Rechnung nach EN 16931, Datei {file}); sie ist die maßgebliche Rechnung für Ihre Verarbeitung.',
      attachments: 'Anhänge: {files}',
      reply: 'Antworten auf diese E-Mail erreichen {company} unter {email}.',
      closing: 'Mit freundlichen Grüßen',
      phone: 'Telefon',
      email: 'E-Mail',
      register: 'Handelsregister',
      vatId: 'USt-IdNr.',
      taxNumber: 'Steuernummer',
      footer: 'Diese E-Mail wurde mit Kontor im Auftrag von {company} gesendet.',
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
    subscription: {
      plans: { MONTHLY: 'Monthly', YEARLY: 'Yearly' },
      periods: { MONTHLY: 'month', YEARLY: 'year' },
      orderedSubject: 'Your order: Kontor, plan “{plan}”',
      ordered: 'thank you for your order. You have subscribed {company} to the plan “{plan}”.',
      price: 'Price: {net} net plus {vatRate}% VAT ({vat}), {gross} gross in total per {period}.',
      priceREVERSE_CHARGE:
        'Price: {net} net per {period}, without German VAT: reverse charge, the VAT is owed by you as the recipient in your country.',
      priceNOT_TAXABLE: 'Price: {net} net per {period}: the service is not taxable in Germany, no German VAT is charged.',
      startsLater: 'The first paid day is {date}; until then you keep working as before.',
      startsToday: 'Your subscription starts today, {date}.',
      sepa: 'Payment by SEPA direct debit from account {iban} (account holder: {holder}), mandate reference {reference}, creditor identifier {creditorId}. We announce the amount and date of each debit in advance. You can download the mandate under “Settings” → “Subscriptions”.',
      invoice: 'Payment by invoice: you receive an invoice for each period, payable within 14 days.',
      cancelHint: 'You can cancel to the end of any period under “Settings” → “Subscriptions”.',
      canceledSubject: 'Your cancellation: Kontor, plan “{plan}”',
      canceled:
        'we confirm your cancellation. Your subscription “{plan}” for {company} ends on {date}. Until then you work as usual; afterwards your data and documents stay readable, and changes need a new subscription.',
      canceledBeforeStart:
        'we confirm your cancellation. Your subscription “{plan}” for {company} does not start and nothing is charged. You keep working as before until {date}; afterwards your data and documents stay readable, and changes need a subscription.',
      linkLabel: 'View subscription',
    },
    subscriptionInvoice: {
      subject: 'Your Kontor invoice {number}',
      intro: 'please find attached invoice {number} for {company}, plan “{plan}”, period {from} to {to}: {gross}.',
      transfer: 'Please transfer the amount by {due}; the bank details are on the invoice.',
      debit: 'We will collect the amount on {due} by SEPA direct debit from your account {iban} (mandate reference {reference}).',
      linkHint: 'You also find all invoices under “Settings” → “Subscriptions”.',
    },
    sepaDebitFile: {
      subject: 'SEPA direct-debit file for collection on {date}',
      intro_one: 'the direct-debit file (pain.008) for collection on {date} is ready: {count} debit of {total}.',
      intro_other: 'the direct-debit file (pain.008) for collection on {date} is ready: {count} debits, {total} in total.',
      file: 'File: {file}',
      messageId: 'Message id (MsgId): {messageId}',
      deadline:
        'Please hand the file to your bank by {deadline}, before its cut-off time (SEPA core direct debit: one business day before collection). Each debit is in this one file only.',
    },
    passwordReset: {
      subject: 'Reset your Kontor password',
      intro: 'You asked to reset your password.',
      linkHint: 'Open the following link to choose a new password. It is valid for 24 hours and can be used once.',
      linkLabel: 'Reset password',
      ignore: 'If this was not you, ignore this e-mail; your password stays unchanged.',
    },
    documentMail: {
      subject: '{document} – {company}',
      intro: 'please find attached the document “{document}” from {company} as a PDF.',
      xrechnung:
        'The invoice is also attached as an XRechnung (electronic invoice under EN 16931, file {file}); it is the invoice that counts for your processing.',
      attachments: 'Attachments: {files}',
      reply: 'Replies to this e-mail reach {company} at {email}.',
      closing: 'Kind regards',
      phone: 'Phone',
      email: 'E-mail',
      register: 'Commercial register',
      vatId: 'VAT id',
      taxNumber: 'Tax number',
      footer: 'This e-mail was sent with Kontor on behalf of {company}.',
    },
  },
);
