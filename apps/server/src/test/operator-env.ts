/**
 * The settings of an operator that bills its subscriptions: SEPA creditor, address, VAT id and
 * account (the Bundesbank's example creditor identifier and IBAN).
 */
export const BILLING_OPERATOR_ENV = {
  SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
  OPERATOR_NAME: 'Kontor Software GmbH',
  OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin',
  OPERATOR_VAT_ID: 'DE136695976',
  OPERATOR_IBAN: 'DE02120300000000202051',
  OPERATOR_BIC: 'BYLADEM1001',
} as const;
