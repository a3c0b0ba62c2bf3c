import { bilingual } from './bilingual';

// The terms of use and the privacy policy (/terms, /privacy), version TERMS_VERSION of accounts.ts,
// and the legal notice (/impressum), which is no part of what a user accepts.
// Kept out of catalogs.ts on purpose: only the legal pages load this text, in their own chunk,
// so no other page grows by it. Paragraphs of a section are separated by a blank line ("\n\n").
// {operator}, {email} and {privacyEmail} are the installation's settings (GET /api/support).
// A changed text of the terms or the policy needs a new TERMS_VERSION, so that each user row says
// which text was accepted.

export const legalTexts = bilingual(
  {
    common: {
      version: 'Version {version}, gültig ab {date}',
      toPrivacy: 'Zur Datenschutzerklärung',
      toTerms: 'Zu den Nutzungsbedingungen',
      // In place of a contact the operator has not set (no made-up address stands in).
      unset: '(vom Betreiber noch nicht angegeben)',
    },
    // The legal notice (/impressum): the provider's details under § 5 DDG, from the operator's settings.
    impressum: {
      title: 'Impressum',
      intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      provider: 'Anbieter',
      contact: 'Kontakt',
      email: 'E-Mail',
      phone: 'Telefon',
      representedBy: 'Vertretungsberechtigt',
      register: 'Registereintrag',
      vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz',
      missing:
        'Der Betreiber dieser Installation hat seine Angaben als Anbieter (Name, Anschrift und E-Mail-Adresse) noch nicht hinterlegt.',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      intro:
        'Diese Bedingungen regeln die Nutzung von Kontor, der Software für Gebrauchtwagenhändler. Mit der Registrierung stimmen Sie ihnen zu.',
      s1: {
        heading: '1. Anbieter und Geltungsbereich',
        body: 'Kontor wird von {operator} (im Folgenden „Anbieter“) betrieben. Kontakt: {email}.\n\nKontor richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, insbesondere an Kfz-Händler. Abweichende Geschäftsbedingungen des Kunden gelten nicht, auch wenn der Anbieter ihnen nicht ausdrücklich widerspricht.',
      },
      s2: {
        heading: '2. Leistungsgegenstand',
        body: 'Kontor ist eine Web-Anwendung zur Verwaltung von Fahrzeugbestand, Kunden, An- und Verkäufen sowie zur Erstellung von Verträgen, Rechnungen und weiteren Dokumenten. Die Software wird über das Internet bereitgestellt; eine Installation ist nicht nötig.\n\nKontor stellt Vorlagen und Berechnungen (etwa der Umsatzsteuer und der Differenzbesteuerung nach § 25a UStG) zur Verfügung, ersetzt aber keine Rechts- oder Steuerberatung. Für den Inhalt der erzeugten Dokumente und ihre Verwendung ist der Kunde verantwortlich.',
      },
      s3: {
        heading: '3. Registrierung und Konto',
        body: 'Für die Nutzung ist ein Konto nötig. Der Kontoinhaber muss volljährig sein und wahre, vollständige Angaben machen. Die E-Mail-Adresse wird mit einem Code bestätigt.\n\nZugangsdaten sind geheim zu halten. Besteht der Verdacht, dass Dritte sie kennen, ist das Passwort sofort zu ändern und der Anbieter zu informieren. Der Anbieter darf ein Konto sperren, wenn es missbräuchlich genutzt wird.',
      },
      s4: {
        heading: '4. Demo-Version, Testphase und Abonnement',
        body: 'Bis zur Bestätigung der E-Mail-Adresse steht eine Demo-Version mit Beispieldaten zur Verfügung, in der keine eigenen Daten gespeichert werden.\n\nNach Abschluss der Kontoerstellung beginnt eine kostenlose Testphase von 30 Tagen. Sie endet automatisch; es entstehen keine Kosten, solange kein Abonnement abgeschlossen wird.\n\nAbonnements werden monatlich oder jährlich abgeschlossen. Es gelten die bei Bestellung angezeigten Preise zuzüglich der gesetzlichen Umsatzsteuer; sie sind im Voraus fällig. Ein Abonnement verlängert sich um die gewählte Laufzeit, wenn es nicht bis zum Ende der laufenden Laufzeit gekündigt wird. Nach Ende von Testphase oder Abonnement bleiben die Daten gespeichert, können aber nicht mehr bearbeitet werden, bis wieder ein Abonnement besteht.',
      },
      s5: {
        heading: '5. Pflichten des Kunden',
        body: 'Der Kunde nutzt Kontor nur im Rahmen der Gesetze. Er stellt sicher, dass er die Daten seiner Kunden und Geschäftspartner, die er in Kontor erfasst, rechtmäßig verarbeiten darf, und erfüllt gegenüber diesen Personen die Informationspflichten nach der DSGVO.\n\nEs ist untersagt, Schadsoftware hochzuladen, die Software automatisiert in einem Umfang abzufragen, der ihren Betrieb stört, oder Sicherheitsvorkehrungen zu umgehen.',
      },
      s6: {
        heading: '6. Verfügbarkeit, Speicherplatz und Datensicherung',
        body: 'Der Anbieter bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit. Wartungsarbeiten werden nach Möglichkeit außerhalb der üblichen Geschäftszeiten durchgeführt.\n\nDer Speicherplatz für Dokumente und Fotos ist je Unternehmen begrenzt; der aktuelle Stand wird im Menü angezeigt. Der Anbieter sichert die Daten regelmäßig. Der Kunde kann erzeugte Dokumente jederzeit herunterladen und sollte Unterlagen mit gesetzlicher Aufbewahrungspflicht zusätzlich selbst aufbewahren.',
      },
      s7: {
        heading: '7. Haftung',
        body: 'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.\n\nBei leichter Fahrlässigkeit haftet der Anbieter nur für die Verletzung wesentlicher Vertragspflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung der Kunde vertrauen darf, und zwar begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Während der kostenlosen Test- und Demo-Phase haftet der Anbieter nur für Vorsatz und grobe Fahrlässigkeit.',
      },
      s8: {
        heading: '8. Auftragsverarbeitung',
        body: 'Soweit der Kunde in Kontor personenbezogene Daten seiner Kunden, Interessenten oder Geschäftspartner verarbeitet, ist er Verantwortlicher und der Anbieter Auftragsverarbeiter nach Art. 28 DSGVO. Die Vereinbarung zur Auftragsverarbeitung in Abschnitt 4 der Datenschutzerklärung ist Bestandteil dieser Bedingungen.',
      },
      s9: {
        heading: '9. Laufzeit, Kündigung und Löschung',
        body: 'Der Kunde kann sein Konto jederzeit per E-Mail an den Support kündigen; ein laufendes Abonnement endet zum Ende der bezahlten Laufzeit. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.\n\nNach Vertragsende werden die Daten des Kunden innerhalb von 30 Tagen gelöscht, soweit keine gesetzliche Pflicht zur Aufbewahrung besteht. Vorher kann der Kunde seine Dokumente herunterladen.',
      },
      s10: {
        heading: '10. Änderungen dieser Bedingungen',
        body: 'Der Anbieter kann diese Bedingungen mit Wirkung für die Zukunft ändern, wenn dies wegen geänderter Gesetze, Rechtsprechung oder Funktionen nötig ist. Änderungen werden mindestens sechs Wochen vor ihrem Inkrafttreten per E-Mail mitgeteilt. Widerspricht der Kunde nicht innerhalb dieser Frist, gelten sie als angenommen; auf diese Folge wird in der Mitteilung hingewiesen. Im Fall des Widerspruchs kann jede Seite den Vertrag zum Inkrafttreten der Änderung kündigen.',
      },
      s11: {
        heading: '11. Schlussbestimmungen',
        body: 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gerichtsstand für Streitigkeiten mit Kaufleuten ist Berlin. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
      },
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro:
        'Hier erfahren Sie nach Art. 13 DSGVO, welche personenbezogenen Daten Kontor verarbeitet, wozu, wie lange und welche Rechte Sie haben.',
      s1: {
        heading: '1. Verantwortlicher',
        body: 'Verantwortlich für die Verarbeitung der Daten der Kontoinhaber ist {operator}, E-Mail: {privacyEmail}. Unseren Datenschutzbeauftragten erreichen Sie unter derselben Adresse.',
      },
      s2: {
        heading: '2. Welche Daten wir verarbeiten',
        body: 'Bei der Registrierung: E-Mail-Adresse, Telefonnummer und die Zustimmung zu den Nutzungsbedingungen mit Version und Zeitpunkt. Bei der Kontoerstellung: Vorname, Nachname, Geschlecht, Geburtsdatum und Ihr Passwort, das wir nur als sicheren Hash speichern.\n\nBei der Nutzung: die Angaben zu Ihrem Unternehmen und die Inhalte, die Sie erfassen, sowie technische Daten wie IP-Adresse, Zeitpunkt und aufgerufene Adresse, die bei jedem Zugriff anfallen.',
      },
      s3: {
        heading: '3. Zwecke und Rechtsgrundlagen',
        body: 'Wir verarbeiten Ihre Daten, um das Konto und die Software bereitzustellen und den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Das Geburtsdatum dient der Prüfung der Volljährigkeit.\n\nRechnungen und Zahlungsdaten bewahren wir auf, weil das Handels- und Steuerrecht es verlangt (Art. 6 Abs. 1 lit. c DSGVO). Technische Daten nutzen wir, um Angriffe abzuwehren, etwa durch die Begrenzung von Anmeldeversuchen, und um Fehler zu finden (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
      },
      s4: {
        heading: '4. Daten Ihrer Kunden: Auftragsverarbeitung nach Art. 28 DSGVO',
        body: 'Die Daten Ihrer Kunden, Interessenten und Geschäftspartner, die Sie in Kontor erfassen (etwa Name, Anschrift, Ausweisdaten, Verträge), verarbeiten wir ausschließlich in Ihrem Auftrag und nach Ihrer Weisung. Verantwortlicher für diese Daten sind Sie als Händler.\n\nWir verpflichten uns insbesondere: die Daten nur zur Bereitstellung von Kontor zu verarbeiten; unsere Mitarbeiter auf Vertraulichkeit zu verpflichten; angemessene technische und organisatorische Maßnahmen zu treffen (verschlüsselte Übertragung, Zugriff nur auf die Daten des eigenen Unternehmens, regelmäßige Datensicherung); Unterauftragsverarbeiter nur in der EU und nur mit denselben Pflichten einzusetzen; Sie bei Anfragen betroffener Personen und bei Datenpannen zu unterstützen und Sie über Verletzungen unverzüglich zu informieren; die Daten nach Vertragsende zu löschen, sofern keine Aufbewahrungspflicht besteht; und Ihnen die zum Nachweis nötigen Informationen zur Verfügung zu stellen.',
      },
      s5: {
        heading: '5. Empfänger',
        body: 'Ihre Daten werden bei einem Rechenzentrumsbetreiber in der Europäischen Union gespeichert und E-Mails über einen E-Mail-Dienstleister in der EU versendet; beide sind als Auftragsverarbeiter gebunden. Eine Übermittlung in Länder außerhalb der EU findet nicht statt. Wir verkaufen keine Daten und nutzen sie nicht für Werbung.',
      },
      s6: {
        heading: '6. Speicherdauer',
        body: 'Kontodaten und Inhalte speichern wir, solange Ihr Konto besteht, und löschen sie innerhalb von 30 Tagen nach Vertragsende. Rechnungen an Sie bewahren wir zehn Jahre auf (§ 147 AO, § 257 HGB). Bestätigungscodes gelten 15 Minuten, Links 24 Stunden. Technische Protokolle löschen wir nach 14 Tagen.',
      },
      s7: {
        heading: '7. Cookies und lokaler Speicher',
        body: 'Kontor setzt nur technisch notwendige Speicher ein (§ 25 Abs. 2 TDDDG): ein Cookie mit der gewählten Sprache (365 Tage) und im Browser gespeicherte Anmeldedaten, damit Sie angemeldet bleiben. Es gibt keine Analyse- oder Werbe-Cookies und kein Tracking.',
      },
      s8: {
        heading: '8. Ihre Rechte',
        body: 'Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen aufgrund berechtigter Interessen (Art. 21 DSGVO). Schreiben Sie dazu an {privacyEmail}.\n\nSie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
      },
      s9: {
        heading: '9. Pflicht zur Angabe',
        body: 'E-Mail-Adresse, Telefonnummer und die Angaben der Kontoerstellung sind für den Vertrag nötig; ohne sie können wir kein Konto einrichten. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.',
      },
    },
  },
  {
    common: {
      version: 'Version {version}, effective from {date}',
      toPrivacy: 'Read the privacy policy',
      toTerms: 'Read the terms of use',
      unset: '(not yet given by the operator)',
    },
    impressum: {
      title: 'Legal notice',
      intro: 'Information under § 5 of the German Digital Services Act (DDG)',
      provider: 'Provider',
      contact: 'Contact',
      email: 'E-mail',
      phone: 'Phone',
      representedBy: 'Represented by',
      register: 'Register entry',
      vatId: 'VAT identification number under § 27a of the German VAT Act (UStG)',
      missing:
        'The operator of this installation has not yet entered its details as the provider (name, address and e-mail address).',
    },
    terms: {
      title: 'Terms of use',
      intro:
        'These terms govern the use of Kontor, the software for used-car dealers. By registering you agree to them. The German version is binding; this translation is for your convenience.',
      s1: {
        heading: '1. Provider and scope',
        body: 'Kontor is operated by {operator} (the "provider"). Contact: {email}.\n\nKontor is offered exclusively to businesses within the meaning of § 14 BGB (German Civil Code), in particular motor vehicle dealers. Deviating terms of the customer do not apply, even if the provider does not expressly object to them.',
      },
      s2: {
        heading: '2. Subject matter',
        body: 'Kontor is a web application for managing vehicle stock, customers, purchases and sales and for creating contracts, invoices and other documents. It is provided over the internet; no installation is needed.\n\nKontor provides templates and calculations (such as VAT and the margin scheme under § 25a UStG) but does not replace legal or tax advice. The customer is responsible for the content of the documents created and for their use.',
      },
      s3: {
        heading: '3. Registration and account',
        body: 'Using Kontor requires an account. The account holder must be of age and give true and complete details. The e-mail address is confirmed with a code.\n\nLogin details must be kept secret. If there is reason to believe that others know them, the password must be changed at once and the provider informed. The provider may block an account that is misused.',
      },
      s4: {
        heading: '4. Demo version, trial and subscription',
        body: 'Until the e-mail address is confirmed, a demo version with sample data is available in which no data of your own is stored.\n\nOnce the account is completed, a free trial of 30 days begins. It ends automatically; nothing is charged unless a subscription is taken out.\n\nSubscriptions are monthly or yearly. The prices shown when ordering apply, plus statutory VAT, payable in advance. A subscription renews for the chosen period unless canceled before the end of the current one. After a trial or subscription ends, the data stays stored but cannot be edited until a subscription is active again.',
      },
      s5: {
        heading: '5. Customer obligations',
        body: 'The customer uses Kontor only within the law. The customer ensures that it may lawfully process the data of its customers and business partners entered in Kontor and fulfils the information duties towards these persons under the GDPR.\n\nUploading malware, querying the software automatically to an extent that disturbs its operation, and circumventing security measures are prohibited.',
      },
      s6: {
        heading: '6. Availability, storage and backups',
        body: 'The provider strives for availability without interruption. Maintenance is carried out outside usual business hours where possible.\n\nThe storage for documents and photos is limited per company; the current usage is shown in the menu. The provider backs up the data regularly. The customer can download created documents at any time and should also keep records that must be retained by law.',
      },
      s7: {
        heading: '7. Liability',
        body: 'The provider is liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act.\n\nFor slight negligence the provider is liable only for the breach of essential contractual obligations, whose fulfilment makes the proper performance of the contract possible and on which the customer may rely, limited to the foreseeable damage typical for the contract. During the free trial and the demo version the provider is liable only for intent and gross negligence.',
      },
      s8: {
        heading: '8. Processing on behalf',
        body: 'Where the customer processes personal data of its customers, prospects or business partners in Kontor, the customer is the controller and the provider the processor under Art. 28 GDPR. The data processing agreement in section 4 of the privacy policy is part of these terms.',
      },
      s9: {
        heading: '9. Term, cancellation and deletion',
        body: 'The customer can cancel the account at any time by e-mail to support; a running subscription ends at the end of the paid period. The right to terminate for good cause remains unaffected.\n\nAfter the contract ends, the customer data is deleted within 30 days unless the law requires it to be kept. Before that, the customer can download its documents.',
      },
      s10: {
        heading: '10. Changes to these terms',
        body: 'The provider may change these terms for the future where changed laws, case law or features require it. Changes are announced by e-mail at least six weeks before they take effect. If the customer does not object within this period, they are deemed accepted; the announcement points out this consequence. If the customer objects, either party may terminate the contract as of the date the change takes effect.',
      },
      s11: {
        heading: '11. Final provisions',
        body: 'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction for disputes with merchants is Berlin. Should a provision be invalid, the rest of the contract remains valid.',
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'Under Art. 13 GDPR, this page explains which personal data Kontor processes, for what purpose, for how long, and what rights you have.',
      s1: {
        heading: '1. Controller',
        body: 'The controller for the data of account holders is {operator}, e-mail: {privacyEmail}. Our data protection officer can be reached at the same address.',
      },
      s2: {
        heading: '2. Data we process',
        body: 'On registration: e-mail address, phone number and your agreement to the terms of use with version and time. On account completion: first name, last name, gender, birth date and your password, which we store only as a secure hash.\n\nWhile you use Kontor: your company details and the content you enter, and technical data such as IP address, time and requested address that arise with every access.',
      },
      s3: {
        heading: '3. Purposes and legal bases',
        body: 'We process your data to provide the account and the software and to perform the contract (Art. 6(1)(b) GDPR). The birth date is used to confirm that you are of age.\n\nWe keep invoices and payment data because commercial and tax law require it (Art. 6(1)(c) GDPR). We use technical data to fend off attacks, for example by limiting login attempts, and to find errors (legitimate interest, Art. 6(1)(f) GDPR).',
      },
      s4: {
        heading: '4. Your customers’ data: processing on behalf under Art. 28 GDPR',
        body: 'We process the data of your customers, prospects and business partners that you enter in Kontor (such as name, address, ID data, contracts) solely on your behalf and on your instructions. You, the dealer, are the controller of this data.\n\nIn particular we undertake: to process the data only to provide Kontor; to bind our staff to confidentiality; to take appropriate technical and organisational measures (encrypted transfer, access only to the data of one’s own company, regular backups); to use sub-processors only within the EU and only under the same obligations; to support you with requests of data subjects and with data breaches and to inform you of breaches without delay; to delete the data after the contract ends unless it must be retained; and to provide you with the information needed to demonstrate compliance.',
      },
      s5: {
        heading: '5. Recipients',
        body: 'Your data is stored with a data centre operator in the European Union, and e-mails are sent through an e-mail service provider in the EU; both are bound as processors. No data is transferred to countries outside the EU. We do not sell data and do not use it for advertising.',
      },
      s6: {
        heading: '6. Retention',
        body: 'We keep account data and content for as long as your account exists and delete it within 30 days after the contract ends. We keep invoices to you for ten years (§ 147 AO, § 257 HGB). Verification codes are valid for 15 minutes, links for 24 hours. Technical logs are deleted after 14 days.',
      },
      s7: {
        heading: '7. Cookies and local storage',
        body: 'Kontor uses only technically necessary storage (§ 25(2) TDDDG): a cookie with the chosen language (365 days) and login data stored in the browser so that you stay logged in. There are no analytics or advertising cookies and no tracking.',
      },
      s8: {
        heading: '8. Your rights',
        body: 'You have the right of access (Art. 15), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21 GDPR). Write to {privacyEmail}.\n\nYou may also lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for example the Berlin Commissioner for Data Protection and Freedom of Information.',
      },
      s9: {
        heading: '9. Obligation to provide data',
        body: 'The e-mail address, the phone number and the details of account completion are needed for the contract; without them we cannot set up an account. There is no automated decision-making, including profiling.',
      },
    },
  },
);
