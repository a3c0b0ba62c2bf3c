import { bilingual } from './bilingual';

// The dealer's subscription to Kontor: the wizard (plan, payment type, order), the running
// subscription, and the trial banner and menu item of the shell that lead to it.
export const subscriptionsTexts = bilingual(
  {
    title: 'Abonnement',
    menu: 'Abonnement',
    loadFailed: 'Die Tarife konnten nicht geladen werden.',
    steps: {
      plan: 'Tarif',
      payment: 'Zahlungsart',
      order: 'Bestellung abschließen',
    },
    wizard: {
      intro: 'Nach dem Testzeitraum arbeiten Sie mit einem Abonnement weiter. Wählen Sie Tarif und Zahlungsart.',
      back: 'Zurück',
      next: 'Weiter',
      order: 'Zahlungspflichtig bestellen',
      planRequired: 'Bitte wählen Sie einen Tarif',
      priceChanged: 'Die Preise wurden neu geladen. Bitte prüfen Sie Ihren Tarif.',
      // While the operator cannot issue invoices (its address, VAT id and account unset).
      notAvailable: {
        title: 'Noch nicht verfügbar',
        body: 'Abonnements können hier noch nicht abgeschlossen werden: Der Betreiber dieser Installation stellt noch keine Rechnungen aus. Die Tarife zeigen die Preise; bei Fragen hilft der Support.',
      },
    },
    plans: {
      label: 'Tarif',
      MONTHLY: 'Monatlich',
      YEARLY: 'Jährlich',
    },
    per: {
      MONTHLY: 'pro Monat',
      YEARLY: 'pro Jahr',
    },
    price: {
      net: 'netto',
      plusVat: 'zzgl. {rate} % MwSt. ({amount})',
      gross: '{amount} brutto',
      // Without German VAT: a business in another member state (§ 13b UStG) or outside the EU (§ 3a Abs. 2 UStG).
      REVERSE_CHARGE: 'Reverse Charge: ohne deutsche USt, Steuerschuld beim Leistungsempfänger',
      NOT_TAXABLE: 'Nicht im Inland steuerbar: ohne deutsche USt',
      total: '{amount} gesamt',
      saving: 'Sie sparen {amount} netto gegenüber 12 × monatlich',
    },
    cancellable: {
      MONTHLY: 'Monatlich kündbar',
      YEARLY: 'Jährlich kündbar',
    },
    benefits: {
      title: 'In jedem Tarif enthalten',
      users: 'Für alle Benutzer Ihres Unternehmens',
      devices: 'Auf allen Geräten',
      access: 'Voller Zugriff auf das gesamte System',
      support: 'Premium-Support',
    },
    payment: {
      label: 'Zahlungsart',
      SEPA: 'SEPA-Lastschrift',
      INVOICE: 'Rechnung',
      sepaHint: 'Der Betrag wird zu Beginn jedes Zeitraums von Ihrem Konto eingezogen.',
      invoiceHint: 'Zahlung per Rechnung, zahlbar innerhalb von 14 Tagen',
      accountHolder: 'Kontoinhaber',
      iban: 'IBAN',
      bic: 'BIC (optional)',
      bicHint: 'Für eine IBAN aus der EU, Island, Liechtenstein oder Norwegen nicht nötig',
    },
    mandate: {
      title: 'SEPA-Lastschriftmandat',
      creditor: 'Zahlungsempfänger: {name}',
      creditorId: 'Gläubiger-Identifikationsnummer: {id}',
      reference: 'Mandatsreferenz: wird Ihnen mit der Bestellung mitgeteilt',
      // The prescribed wording, once: the page shows it as granted, the mandate PDF prints the same.
      authorisation:
        'Ich ermächtige / Wir ermächtigen {creditor}, Zahlungen von meinem / unserem Konto mittels Lastschrift einzuziehen. ' +
        'Zugleich weise ich mein / weisen wir unser Kreditinstitut an, die von {creditor} auf mein / unser Konto gezogenen Lastschriften einzulösen.',
      refund:
        'Hinweis: Ich kann / Wir können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. ' +
        'Es gelten dabei die mit meinem / unserem Kreditinstitut vereinbarten Bedingungen.',
      accept: 'Ich erteile/Wir erteilen das SEPA-Lastschriftmandat.',
    },
    summary: {
      title: 'Ihre Bestellung',
      plan: 'Tarif',
      net: 'Preis netto',
      vat: 'MwSt. ({rate} %)',
      vatNone: 'MwSt.',
      gross: 'Gesamt brutto',
      total: 'Gesamt',
      startsOn: 'Erster bezahlter Tag',
      paymentType: 'Zahlungsart',
      accountHolder: 'Kontoinhaber',
      iban: 'IBAN',
      bic: 'BIC',
      mandateReference: 'Mandatsreferenz',
      perPeriod: '{amount} {per}',
      notice:
        'Mit „Zahlungspflichtig bestellen“ schließen Sie das Abonnement kostenpflichtig ab. {cancellable} zum Ende des jeweiligen Zeitraums.',
    },
    saved: 'Ihr Abonnement wurde gespeichert',
    earlier: { title: 'Weitere Abonnements', period: '{from} bis {to}', neverStarted: 'Vor dem ersten bezahlten Tag gekündigt' },
    invoices: {
      title: 'Rechnungen',
      period: 'Zeitraum {from} bis {to}',
      debitOn: 'Lastschrift am {date}',
      dueOn: 'Zahlbar bis {date}',
      download: 'PDF',
      downloadLabel: 'Rechnung {number} als PDF herunterladen',
      loadFailed: 'Die Rechnungen konnten nicht geladen werden.',
    },
    running: {
      title: 'Ihr Abonnement',
      active: 'Aktiv',
      startsOn: 'Beginnt am {date}',
      canceledTo: 'Gekündigt zum {date}',
      canceledBeforeStart:
        'Vor dem ersten bezahlten Tag gekündigt: Es wird nichts berechnet. Sie arbeiten bis zum {date} weiter wie bisher.',
      downloadMandate: 'Mandat herunterladen',
      mandateFileName: 'SEPA-Mandat-{reference}.pdf',
      cancel: 'Kündigen',
      cancelTitle: 'Abonnement kündigen?',
      cancelText: 'Ihr Abonnement endet dann am {date}. Bis dahin arbeiten Sie wie gewohnt weiter.',
      cancelTextBeforeStart:
        'Das Abonnement beginnt dann nicht und es wird nichts berechnet. Sie arbeiten bis zum {date} weiter wie bisher.',
      cancelOk: 'Ja, kündigen',
      cancelKeep: 'Nicht kündigen',
      canceled: 'Ihr Abonnement wurde zum {date} gekündigt',
      canceledBeforeStartMessage: 'Ihr Abonnement wurde vor dem ersten bezahlten Tag gekündigt: Es wird nichts berechnet',
      subscribeAgain: 'Erneut abonnieren',
      backToSubscription: 'Zurück zum Abonnement',
    },
    banner: {
      expiring_one:
        'Ihr kostenloser Testzeitraum endet in {count} Tag. Mit einem Abonnement arbeiten Sie ohne Unterbrechung weiter.',
      expiring_other:
        'Ihr kostenloser Testzeitraum endet in {count} Tagen. Mit einem Abonnement arbeiten Sie ohne Unterbrechung weiter.',
      expiringToday: 'Ihr kostenloser Testzeitraum endet heute. Mit einem Abonnement arbeiten Sie ohne Unterbrechung weiter.',
      expired:
        'Ihr Testzeitraum ist abgelaufen. Sie können Ihre Daten weiter ansehen; zum Bearbeiten brauchen Sie ein Abonnement.',
      subscriptionEnded:
        'Ihr Abonnement ist beendet. Sie können Ihre Daten weiter ansehen; zum Bearbeiten brauchen Sie ein neues Abonnement.',
      subscribe: 'Jetzt abonnieren',
    },
  },
  {
    title: 'Subscription',
    menu: 'Subscriptions',
    loadFailed: 'The plans could not be loaded.',
    steps: {
      plan: 'Plan',
      payment: 'Payment type',
      order: 'Complete order',
    },
    wizard: {
      intro: 'After the free trial you keep working with a subscription. Choose a plan and a payment type.',
      back: 'Back',
      next: 'Next',
      order: 'Order with obligation to pay',
      planRequired: 'Please choose a plan',
      priceChanged: 'The prices have been reloaded. Please check your plan.',
      notAvailable: {
        title: 'Not available yet',
        body: 'Subscriptions cannot be ordered here yet: the operator of this installation does not issue invoices yet. The plans show the prices; support will help with any questions.',
      },
    },
    plans: {
      label: 'Plan',
      MONTHLY: 'Monthly',
      YEARLY: 'Yearly',
    },
    per: {
      MONTHLY: 'per month',
      YEARLY: 'per year',
    },
    price: {
      net: 'net',
      plusVat: 'plus {rate}% VAT ({amount})',
      gross: '{amount} gross',
      REVERSE_CHARGE: 'Reverse charge: no German VAT, the VAT is owed by the recipient',
      NOT_TAXABLE: 'Not taxable in Germany: no German VAT',
      total: '{amount} in total',
      saving: 'You save {amount} net compared with 12 × monthly',
    },
    cancellable: {
      MONTHLY: 'Cancellable monthly',
      YEARLY: 'Cancellable yearly',
    },
    benefits: {
      title: 'Included in every plan',
      users: 'For all users in your company',
      devices: 'On all devices',
      access: 'Full system access',
      support: 'Premium support',
    },
    payment: {
      label: 'Payment type',
      SEPA: 'SEPA direct debit',
      INVOICE: 'Invoice',
      sepaHint: 'The amount is collected from your account at the start of each period.',
      invoiceHint: 'Payment by invoice, payable within 14 days',
      accountHolder: 'Account holder',
      iban: 'IBAN',
      bic: 'BIC (optional)',
      bicHint: 'Not needed for an IBAN from the EU, Iceland, Liechtenstein or Norway',
    },
    mandate: {
      title: 'SEPA direct debit mandate',
      creditor: 'Payee: {name}',
      creditorId: 'Creditor identifier: {id}',
      reference: 'Mandate reference: given to you with the order',
      // The EPC's English wording of the SEPA Core mandate.
      authorisation:
        'By granting this mandate, I / we authorise {creditor} to send instructions to my / our bank to debit my / our account, ' +
        'and my / our bank to debit my / our account in accordance with the instructions from {creditor}.',
      refund:
        'As part of my / our rights, I am / we are entitled to a refund from my / our bank under the terms and conditions of my / our agreement with my / our bank. ' +
        'A refund must be claimed within eight weeks starting from the date on which my / our account was debited.',
      accept: 'I/We grant the SEPA direct debit mandate.',
    },
    summary: {
      title: 'Your order',
      plan: 'Plan',
      net: 'Net price',
      vat: 'VAT ({rate}%)',
      vatNone: 'VAT',
      gross: 'Total gross',
      total: 'Total',
      startsOn: 'First paid day',
      paymentType: 'Payment type',
      accountHolder: 'Account holder',
      iban: 'IBAN',
      bic: 'BIC',
      mandateReference: 'Mandate reference',
      perPeriod: '{amount} {per}',
      notice:
        'With “Order with obligation to pay” you take out the subscription for a fee. {cancellable} to the end of the period.',
    },
    saved: 'Subscription saved',
    earlier: { title: 'Other subscriptions', period: '{from} to {to}', neverStarted: 'Canceled before its first paid day' },
    invoices: {
      title: 'Invoices',
      period: 'Period {from} to {to}',
      debitOn: 'Direct debit on {date}',
      dueOn: 'Payable by {date}',
      download: 'PDF',
      downloadLabel: 'Download invoice {number} as PDF',
      loadFailed: 'The invoices could not be loaded.',
    },
    running: {
      title: 'Your subscription',
      active: 'Active',
      startsOn: 'Starts on {date}',
      canceledTo: 'Canceled as of {date}',
      canceledBeforeStart: 'Canceled before the first paid day: nothing is charged. You keep working as before until {date}.',
      downloadMandate: 'Download mandate',
      mandateFileName: 'SEPA-mandate-{reference}.pdf',
      cancel: 'Cancel subscription',
      cancelTitle: 'Cancel the subscription?',
      cancelText: 'Your subscription then ends on {date}. Until then you keep working as usual.',
      cancelTextBeforeStart:
        'The subscription then never starts and nothing is charged. You keep working as before until {date}.',
      cancelOk: 'Yes, cancel',
      cancelKeep: 'Keep it',
      canceled: 'Your subscription has been canceled as of {date}',
      canceledBeforeStartMessage: 'Your subscription has been canceled before its first paid day: nothing is charged',
      subscribeAgain: 'Subscribe again',
      backToSubscription: 'Back to the subscription',
    },
    banner: {
      expiring_one: 'Your free trial ends in {count} day. With a subscription you keep working without a break.',
      expiring_other: 'Your free trial ends in {count} days. With a subscription you keep working without a break.',
      expiringToday: 'Your free trial ends today. With a subscription you keep working without a break.',
      expired: 'Your free trial has expired. You can still view your data; to edit it you need a subscription.',
      subscriptionEnded: 'Your subscription has ended. You can still view your data; to edit it you need a new subscription.',
      subscribe: 'Subscribe now',
    },
  },
);
