// The data of the other-lists bench (suites/09-other-lists.mjs), bulk-inserted: a company's customers
// and its sales, purchases, service invoices and cancellations over several years. Each value cycles
// so that a search finds about one row in eight (a name, a city, a make, a reason) or about one in a
// hundred (Öztürk, Autohaus Süd, a phone number's piece); bench/other-lists-questions.mjs asks for them.

const FIRST = `array['Jürgen','Erika','Max','Anna','Björn','Lukas','Sophie','Jan']`;
const LAST = `array['Müller','Schäfer','Weiß','Meyer','Becker','Schmidt','Groß','Wagner']`;
const CITIES = `array['München','Köln','Düsseldorf','Berlin','Lübeck','Görlitz','Hamburg','Fürth']`;
const MAKES = `array['VW','BMW','Mercedes-Benz','Opel','Ford','Audi','Škoda','Seat']`;
const MODELS = `array['Golf','320d','A 180','Corsa','Focus','A4','Octavia','Leon']`;
const REASONS = `array['Rücktritt des Käufers','Falscher Preis','Doppelt erfasst','Rechnungsfehler','Käufer insolvent','Fahrzeug beschädigt','Finanzierung abgelehnt','Irrtum']`;

/** A party as a trade records it: one in a hundred Öztürk, one in a hundred a business Autohaus Süd. */
const party = (n) => `jsonb_build_object('id', 'c' || ${n}, 'type', case when ${n} % 100 = 35 then 'BUSINESS' else 'PRIVATE' end,
  'companyName', case when ${n} % 100 = 35 then 'Autohaus Süd GmbH' end, 'firstName', (${FIRST})[1 + ${n} % 8],
  'lastName', case when ${n} % 100 = 7 then 'Öztürk' else (${LAST})[1 + (${n} / 8) % 8] end, 'countryId', 82)`;

export function insertCustomers(client, companyId, count) {
  return client.query(
    `insert into customers (company_id, type, company_name, first_name, last_name, street_address, house_number, postal_code, city,
                            phone_number, email, vat_id, created_at, updated_at)
     select $1, case when n % 5 = 0 then 'BUSINESS' else 'PRIVATE' end,
            case when n % 100 = 35 then 'Autohaus Süd GmbH' when n % 5 = 0 then 'Kfz-Handel ' || n end,
            (${FIRST})[1 + n % 8], case when n % 100 = 7 then 'Öztürk' else (${LAST})[1 + (n / 8) % 8] end,
            'Hauptstraße', (n % 200)::text, lpad((10000 + n % 80000)::text, 5, '0'), (${CITIES})[1 + (n / 3) % 8],
            '+49 151 2345' || lpad((n % 10000)::text, 4, '0'), 'kunde' || n || '@example.de',
            case when n % 5 = 0 then 'DE' || (100000000 + n) end,
            timestamptz '2022-01-01 08:00+00' + n * interval '3 hours', now()
       from generate_series(1, $2) as n`,
    [companyId, count],
  );
}

/**
 * `sales` + `purchases` trades, each with its own vehicle, and `services` service invoices: one in
 * ten canceled after its invoice, two in ten open drafts, the rest finished; a trade every few hours
 * from 2022 on.
 */
export async function insertTrades(client, companyId, { sales, purchases, services }) {
  await client.query(
    `insert into vehicles (company_id, make, model, bodywork, construction_type, fuel_type, power, engine_capacity, hsn, tsn, brief_number,
                           vin_code, previous_owners, doors, euro_norm, gear_type, next_inspection, mileage, first_registered, status, added_on, purchase_taxation, licence_plate)
     select $1, (${MAKES})[1 + n % 8], (${MODELS})[1 + n % 8], 'LIMOUSINE', 'KFZ', 'PETROL', 100, 1500, '0603', 'ABC',
            'OL' || lpad(n::text, 7, '0'), 'WVWOL' || lpad(n::text, 12, '0'), 1, 5, 'EURO_6', 'Manual', date '2027-06-01', 50000, date '2018-03-01',
            case when n <= $2::int and n % 10 not in (1, 5) then 'SOLD' else 'CURRENT' end, date '2022-01-01', 'MARGIN', 'M-AB ' || n
       from generate_series(1, $2::int + $3::int) as n`,
    [companyId, sales, purchases],
  );
  const common = (n) => `case when ${n} % 10 = 3 then 'REJECTED' when ${n} % 10 in (1, 5) then 'PENDING' else 'FINISHED' end`;
  const moment = (n) => `timestamptz '2022-01-01 08:00+00' + ${n} * interval '3 hours 30 minutes'`;
  const canceled = (n, what) => `case when ${n} % 10 = 3 then ${what} end`;
  await client.query(
    `insert into trades (company_id, vehicle_id, kind, status, fields, buyer, vehicle, amounts, gross_price, invoice_number, issued_on,
                         created_at, cancel_reason, cancellation_number, canceled_on, canceled_at)
     select $1, v.id, case when v.n <= $2::int then 'SELLING' else 'BUYING' end, ${common('v.n')},
            case when v.n <= $2::int then '{}'::jsonb else jsonb_build_object('sellerInvoiceNumber', 'ER-' || lpad((v.n % 1000)::text, 4, '0')) end,
            ${party('v.n')}, jsonb_build_object('make', v.make, 'model', v.model, 'vinCode', v.vin_code, 'licencePlate', v.licence_plate),
            '{}'::jsonb, 1000000 + v.n * 7 % 3000000,
            case when v.n <= $2::int and v.n % 10 not in (1, 5) then 'RE-26-' || lpad(v.n::text, 4, '0') end,
            case when v.n % 10 not in (1, 5) then (${moment('v.n')})::date end, ${moment('v.n')},
            ${canceled('v.n', `(${REASONS})[1 + (v.n / 10) % 8]`)}, ${canceled('v.n', `'ST-' || lpad(v.n::text, 4, '0')`)},
            ${canceled('v.n', `(${moment('v.n')} + interval '2 days')::date`)}, ${canceled('v.n', `${moment('v.n')} + interval '2 days'`)}
       from (select id, make, model, vin_code, licence_plate, substring(vin_code from 6)::int as n from vehicles where company_id = $1 and vin_code like 'WVWOL%') v`,
    [companyId, sales],
  );
  await client.query(
    `insert into trades (company_id, kind, status, fields, buyer, amounts, gross_price, invoice_number, proposal_number, issued_on,
                         created_at, cancel_reason, cancellation_number, canceled_on, canceled_at)
     select $1, 'SERVICE_INVOICE', ${common('n')},
            jsonb_build_object('make', (${MAKES})[1 + n % 8], 'model', (${MODELS})[1 + n % 8], 'vinCode', null, 'licencePlate', 'M-AB ' || (n % 9999)),
            ${party('n')}, '{}'::jsonb, 10000 + n * 13 % 500000,
            case when n % 10 not in (1, 5) then 'SR-26-' || lpad(n::text, 4, '0') end, 'KV-' || lpad((n % 1000)::text, 4, '0'),
            case when n % 10 not in (1, 5) then (${moment('n')} + interval '1 hour')::date end, ${moment('n')} + interval '1 hour',
            ${canceled('n', `(${REASONS})[1 + (n / 10) % 8]`)}, ${canceled('n', `'SST-' || lpad(n::text, 4, '0')`)},
            ${canceled('n', `(${moment('n')} + interval '3 days')::date`)}, ${canceled('n', `${moment('n')} + interval '3 days'`)}
       from generate_series(1, $2) as n`,
    [companyId, services],
  );
}
