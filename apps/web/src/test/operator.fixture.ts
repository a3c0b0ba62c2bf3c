/** The operator as GET /api/support answers it: a GmbH with its register entry and managing directors. */
export const operatorAnswer = {
  name: 'Beispiel Software GmbH',
  address: 'Hauptstraße 5, 10115 Berlin',
  legal_form: 'GmbH',
  seat: 'Berlin',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 123456 B',
  managing_directors: ['Anna Muster', 'Ben Beispiel'],
  supervisory_board_chair: null,
  vat_id: 'DE136695976',
  tax_number: '30/123/45678',
};

/** The operator of an installation that set none of its details: the product's name only. */
export const unsetOperatorAnswer = {
  ...operatorAnswer,
  name: 'Kontor',
  address: null,
  legal_form: null,
  seat: null,
  register_court: null,
  register_number: null,
  managing_directors: [],
  vat_id: null,
  tax_number: null,
};
