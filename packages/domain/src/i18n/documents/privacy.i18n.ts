import { bilingual } from '../bilingual';

// The information a dealer owes the buyer whose data it collects (Art. 13 GDPR): controller,
// purposes and legal bases, recipients, third countries, storage duration, rights, complaint,
// whether the data are required, automated decisions. Retention: invoices and
// booking vouchers 8 years (§147 Abs. 3 AO, §14b UStG), business letters 6 years (§257 HGB).
export const privacyTexts = bilingual(
  {
    privacy: {
      title: 'Datenschutzhinweise nach Art. 13 DSGVO',
      intro:
        'Mit diesen Hinweisen informieren wir Sie darüber, wie wir Ihre personenbezogenen Daten im Zusammenhang mit dem Kauf des Fahrzeugs {vehicle} verarbeiten.',
      controller: {
        heading: '1. Verantwortlicher',
        body: 'Verantwortlich für die Verarbeitung Ihrer Daten ist:',
        representedBy: 'vertreten durch {name} ({role})',
        phone: 'Telefon: {phone}',
        email: 'E-Mail: {email}',
      },
      data: {
        heading: '2. Welche Daten wir verarbeiten',
        body: 'Name und Anschrift, Kontaktdaten (Telefon, E-Mail), Geburtsdatum und -ort, Staatsangehörigkeit, Angaben zum Ausweisdokument, bei Unternehmen die USt-IdNr., sowie die Daten des Kaufvertrags (Fahrzeug, Preis, Zahlung, Übergabe).',
      },
      purposes: {
        heading: '3. Zwecke und Rechtsgrundlagen',
        contract:
          'Anbahnung, Abschluss und Abwicklung des Kaufvertrags einschließlich Übergabe, Zahlung und Sachmängelhaftung (Art. 6 Abs. 1 lit. b DSGVO).',
        legal:
          'Erfüllung gesetzlicher Pflichten, insbesondere der handels- und steuerrechtlichen Aufbewahrungspflichten und der Identifizierungspflichten nach dem Geldwäschegesetz bei Barzahlungen ab 10.000 € (Art. 6 Abs. 1 lit. c DSGVO).',
        interests:
          'Wahrung unserer berechtigten Interessen, insbesondere die Geltendmachung und Abwehr von Rechtsansprüchen und die Verhinderung von Betrug bei der Übergabe des Fahrzeugs (Art. 6 Abs. 1 lit. f DSGVO).',
      },
      recipients: {
        heading: '4. Empfänger',
        body: 'Ihre Daten erhalten nur Stellen, die sie für die genannten Zwecke benötigen:',
        taxAdviser: 'unser Steuerberater bzw. Wirtschaftsprüfer;',
        authorities: 'Finanzbehörden und andere Behörden, soweit wir gesetzlich dazu verpflichtet sind;',
        bank: 'die finanzierende Bank, wenn Sie den Kauf finanzieren;',
        registration: 'die Zulassungsbehörde, wenn wir das Fahrzeug für Sie an- oder abmelden;',
        processors:
          'IT-Dienstleister, die uns als Auftragsverarbeiter nach Art. 28 DSGVO unterstützen (z. B. beim Betrieb unserer Händlersoftware).',
      },
      transfer: {
        heading: '5. Übermittlung in Drittländer',
        body: 'Eine Übermittlung Ihrer Daten in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums findet nicht statt.',
      },
      storage: {
        heading: '6. Speicherdauer',
        body: 'Wir speichern Ihre Daten, solange sie für die Abwicklung des Vertrags benötigt werden. Rechnungen und Buchungsbelege bewahren wir 8 Jahre auf (§ 147 AO, § 14b UStG), Handels- und Geschäftsbriefe 6 Jahre (§ 257 HGB); die Frist beginnt mit dem Ende des Kalenderjahres, in dem das Dokument entstanden ist. Danach löschen wir die Daten, soweit sie nicht bis zum Ablauf der Verjährung zur Geltendmachung oder Abwehr von Ansprüchen benötigt werden.',
      },
      rights: {
        heading: '7. Ihre Rechte',
        body: 'Sie haben gegenüber uns folgende Rechte:',
        access: 'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO);',
        rectification: 'Berichtigung unrichtiger Daten (Art. 16 DSGVO);',
        erasure: 'Löschung Ihrer Daten, soweit keine Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO);',
        restriction: 'Einschränkung der Verarbeitung (Art. 18 DSGVO);',
        portability: 'Datenübertragbarkeit (Art. 20 DSGVO);',
        objection:
          'Widerspruch gegen eine Verarbeitung auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO);',
        withdrawal: 'Widerruf einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
      },
      complaint: {
        heading: '8. Beschwerderecht',
        body: 'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
      },
      required: {
        heading: '9. Pflicht zur Bereitstellung',
        body: 'Die Bereitstellung Ihrer Daten ist für den Abschluss des Kaufvertrags erforderlich; ohne sie können wir den Vertrag nicht schließen. Einen Teil der Daten müssen wir von Gesetzes wegen erheben.',
      },
      automated: {
        heading: '10. Automatisierte Entscheidungen',
        body: 'Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
      },
      acknowledged: 'Zur Kenntnis genommen:',
      signatures: {
        buyer: 'Unterschrift des Käufers',
      },
    },
  },
  {
    privacy: {
      title: 'Privacy notice under Art. 13 GDPR',
      intro:
        'This notice informs you how we process your personal data in connection with the purchase of the vehicle {vehicle}.',
      controller: {
        heading: '1. Controller',
        body: 'The controller responsible for processing your data is:',
        representedBy: 'represented by {name} ({role})',
        phone: 'Phone: {phone}',
        email: 'E-mail: {email}',
      },
      data: {
        heading: '2. The data we process',
        body: 'Name and address, contact details (phone, e-mail), date and place of birth, nationality, details of your identity document, for businesses the VAT ID, and the data of the purchase contract (vehicle, price, payment, handover).',
      },
      purposes: {
        heading: '3. Purposes and legal bases',
        contract:
          'Preparing, concluding and performing the purchase contract, including handover, payment and liability for defects (Art. 6 (1) (b) GDPR).',
        legal:
          'Complying with legal obligations, in particular the retention duties of commercial and tax law and the identification duties of the German Money Laundering Act for cash payments of €10,000 or more (Art. 6 (1) (c) GDPR).',
        interests:
          'Our legitimate interests, in particular establishing and defending legal claims and preventing fraud at the handover of the vehicle (Art. 6 (1) (f) GDPR).',
      },
      recipients: {
        heading: '4. Recipients',
        body: 'Your data are only received by those who need them for these purposes:',
        taxAdviser: 'our tax adviser or auditor;',
        authorities: 'tax authorities and other authorities where we are legally obliged;',
        bank: 'the financing bank if you finance the purchase;',
        registration: 'the vehicle registration office if we register or deregister the vehicle for you;',
        processors: 'IT service providers who support us as processors under Art. 28 GDPR (e.g. in running our dealer software).',
      },
      transfer: {
        heading: '5. Transfer to third countries',
        body: 'Your data are not transferred to countries outside the European Union or the European Economic Area.',
      },
      storage: {
        heading: '6. Storage duration',
        body: 'We store your data for as long as they are needed to perform the contract. We keep invoices and booking vouchers for 8 years (§ 147 AO, § 14b UStG) and commercial and business letters for 6 years (§ 257 HGB); the period starts at the end of the calendar year in which the document was created. We then erase the data unless they are needed until the end of the limitation period to establish or defend legal claims.',
      },
      rights: {
        heading: '7. Your rights',
        body: 'You have the following rights towards us:',
        access: 'access to the data stored about you (Art. 15 GDPR);',
        rectification: 'rectification of inaccurate data (Art. 16 GDPR);',
        erasure: 'erasure of your data unless a retention duty prevents it (Art. 17 GDPR);',
        restriction: 'restriction of processing (Art. 18 GDPR);',
        portability: 'data portability (Art. 20 GDPR);',
        objection:
          'objection to processing based on Art. 6 (1) (f) GDPR on grounds relating to your particular situation (Art. 21 GDPR);',
        withdrawal: 'withdrawal of any consent given, at any time with effect for the future (Art. 7 (3) GDPR).',
      },
      complaint: {
        heading: '8. Right to lodge a complaint',
        body: 'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, place of work or place of the alleged infringement.',
      },
      required: {
        heading: '9. Obligation to provide data',
        body: 'Providing your data is required to conclude the purchase contract; without them we cannot conclude the contract. Some of the data we must collect by law.',
      },
      automated: {
        heading: '10. Automated decisions',
        body: 'No automated decision-making, including profiling (Art. 22 GDPR), takes place.',
      },
      acknowledged: 'Acknowledged:',
      signatures: {
        buyer: 'Signature of the buyer',
      },
    },
  },
);
