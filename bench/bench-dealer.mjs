// What the suites share: a dealer with a complete company and vehicles seeded straight into the
// tables (or, for the lists, a company with no more than its name), its user, API calls with its
// token, and a priced sale per vehicle.

/** A company with no more than a list needs (name, address, storage), straight into the table. */
export async function insertBenchCompany(client, name) {
  const { rows } = await client.query(
    `insert into companies (legal_name, type, street_address, house_number, city, postal_code, storage_size)
     values ($1, 'GMBH', 'Hauptstraße', '1', 'Berlin', '10115', 1073741824) returning id`,
    [name],
  );
  return rows[0].id;
}

/** The company's verified user, whose token the suite asks with; `tag` makes its public id and e-mail unique. */
export async function insertBenchUser(client, companyId, tag) {
  const { rows } = await client.query(
    `insert into users (public_id, email, phone, first_name, last_name, birth_date, status, company_id)
     values ($2, $3, '+4915112345678', 'Bench', 'Mark', '1980-01-01', 'VERIFIED', $1) returning id`,
    [companyId, `K-${tag}`, `${tag.toLowerCase()}-bench@example.de`],
  );
  return rows[0].id;
}

/** A dealer with a complete company (the documents print all of it), straight into the tables. */
export async function seedDealer(client, { tag, vehicles: count }) {
  const { rows: companies } = await client.query(
    `insert into companies (legal_name, type, street_address, house_number, city, postal_code, country_id, tax_number, vat_id,
                            commercial_register_number, commercial_register_name, owner, phone, email, bank_name, iban, bic, storage_size)
     values ('Autohaus Bench GmbH', 'GMBH', 'Hauptstraße', '12a', 'München', '80331', 82, '143/123/45678', 'DE136695976',
             'HRB 123456', 'Amtsgericht München', 'Max Mustermann', '+49891234567', 'info@autohaus.example.de',
             'Stadtsparkasse München', 'DE89370400440532013000', 'COBADEFFXXX', 1073741824) returning id`,
  );
  const companyId = companies[0].id;
  const userId = await insertBenchUser(client, companyId, tag);
  const { rows: vehicles } = await client.query(
    `insert into vehicles (company_id, make, model, bodywork, construction_type, fuel_type, power, engine_capacity, hsn, tsn,
                           brief_number, vin_code, previous_owners, doors, euro_norm, gear_type, next_inspection, mileage,
                           first_registered, status, added_on)
     select $1, 'VW', 'Golf', 'LIMOUSINE', 'KFZ', 'PETROL', 110, 1498, '0603', 'CBI', 'DB' || lpad(n::text, 7, '0'),
            'WVWZZZCDZMD' || lpad(n::text, 6, '0'), 1, 5, 'EURO_6', 'Manual', date '2027-05-01', 42300, date '2021-03-15',
            'CURRENT', date '2026-01-10'
       from generate_series(1, $2) as n returning id`,
    [companyId, count],
  );
  return { userId, vehicleIds: vehicles.map((row) => row.id) };
}

export async function call(baseUrl, { method, url, headers, body }) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A customer and a priced sale for each vehicle, through the API as the wizard saves them. */
export async function prepareTrades(baseUrl, { headers, vehicleIds, documents }) {
  for (const [index, vehicleId] of vehicleIds.entries()) {
    const customer = await call(baseUrl, {
      method: 'POST',
      url: '/api/user/clients',
      headers,
      body: {
        type: 'PRIVATE',
        greeting: 'MISSUS',
        first_name: 'Erika',
        last_name: `Mustermann ${index}`,
        street_address: 'Heidestraße',
        house_number: '17',
        postal_code: '51147',
        city: 'Köln',
        country_id: 82,
        phone_number: '+49 151 2345678',
        email: `erika${index}@example.de`,
        birthday: '1964-08-12',
      },
    });
    await call(baseUrl, {
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`,
      headers,
      body: { customer_id: customer.id, gross_price: 2_390_050, vat: true, vat_rate: 19, deposit: 200_000, documents },
    });
  }
}

/** Queues the generations at once; answers the ms until all were answered (202) and until all their jobs are DONE (read from job_runs). */
export async function generateDocuments(baseUrl, { headers, client, requests }) {
  const started = performance.now();
  const suuids = await Promise.all(
    requests.map(({ vehicleId, type }) =>
      call(baseUrl, {
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/documents/generate/${type}/order/SELLING`,
        headers,
      }).then((data) => data.suuid),
    ),
  );
  const requested = performance.now() - started;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await client.query(
      `select status, error from job_runs where suuid = any($1) and status in ('DONE', 'FAILED')`,
      [suuids],
    );
    const failed = rows.filter((row) => row.status === 'FAILED');
    if (failed.length > 0) throw new Error(`generation failed: ${failed.map((row) => row.error).join(', ')}`);
    if (rows.length === suuids.length) return { elapsed: performance.now() - started, requested };
    if (Date.now() > deadline) throw new Error(`only ${rows.length} of ${suuids.length} documents were made in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
