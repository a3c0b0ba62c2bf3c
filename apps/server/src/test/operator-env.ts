/**
 * The settings of an operator that bills its subscriptions: a GmbH with its register entry and
 * managing directors, SEPA creditor, address, VAT id, account and e-mail (the Bundesbank's example
 * creditor identifier and IBAN).
 */
export const BILLING_OPERATOR_ENV = {
  SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
  OPERATOR_NAME: 'Kontor Software GmbH',
  OPERATOR_LEGAL_FORM: 'GmbH',
  OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin',
  OPERATOR_SEAT: 'Berlin',
  OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg',
  OPERATOR_REGISTER_NUMBER: 'HRB 123456 B',
  OPERATOR_MANAGING_DIRECTORS: 'Anna Muster, Ben Beispiel',
  OPERATOR_TAX_NUMBER: '30/123/45678',
  OPERATOR_VAT_ID: 'DE136695976',
  OPERATOR_IBAN: 'DE02120300000000202051',
  OPERATOR_BIC: 'BYLADEM1001',
  SUPPORT_EMAIL: 'hilfe@kontor.example',
} as const;
