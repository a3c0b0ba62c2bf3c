import { randomBytes } from 'node:crypto';
import type { FuzzRequest, IdPool } from './openapi-fuzz';

// The two companies the hostile requests run between: the caller's (A) and another one (B), each
// with users, vehicles, a customer, a sale with its issued invoice, a service invoice, an uploaded
// document and photo, an OCR image and jobs. Companies, users and vehicles go straight into the
// tables; everything else through the API as a dealer makes it. Every text of B carries a marker,
// so an answer that shows any of B's data is found by searching it for the marker and B's ids.

export type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
export type Send = (request: FuzzRequest) => Promise<{ status: number; body: string }>;

export type FuzzWorld = {
  /** The caller's Authorization header (a user of company A). */
  authorization: string;
  callerCompanyId: string;
  foreignCompanyId: string;
  pool: IdPool;
  /** Strings of B's that no answer to A may contain: its marker (in every name, e-mail and VIN) and its ids. */
  foreignMarkers: string[];
};

type Company = { id: string; users: string[]; marker: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function insertCompany(query: Query, marker: string): Promise<Company> {
  const { rows } = await query(
    `insert into companies (legal_name, type, street_address, house_number, city, postal_code, country_id, tax_number, vat_id,
                            commercial_register_number, commercial_register_name, owner, phone, email, bank_name, iban, bic, storage_size)
     values ($1, 'GMBH', 'Hauptstraße', '12a', 'München', '80331', 82, '143/123/45678', 'DE136695976', 'HRB 123456',
             'Amtsgericht München', $2, '+49891234567', $3, 'Stadtsparkasse München', 'DE89370400440532013000', 'COBADEFFXXX',
             1073741824) returning id`,
    [`Autohaus ${marker} GmbH`, `Inhaber ${marker}`, `info-${marker.toLowerCase()}@example.de`],
  );
  const id = String(rows[0]!.id);
  const users: string[] = [];
  for (const n of [1, 2]) {
    const user = await query(
      `insert into users (public_id, email, phone, first_name, last_name, birth_date, status, company_id)
       values ($1, $2, '+4915112345678', $3, $4, '1980-01-01', 'VERIFIED', $5) returning id`,
      [`K-${marker}${n}`, `${marker.toLowerCase()}-${n}@example.de`, `Max${marker}`, `Mustermann${marker}`, id],
    );
    users.push(String(user.rows[0]!.id));
  }
  await query(
    `insert into vehicles (company_id, make, model, bodywork, construction_type, fuel_type, power, engine_capacity, hsn, tsn,
                           brief_number, vin_code, previous_owners, doors, euro_norm, gear_type, next_inspection, mileage,
                           first_registered, status, added_on, comments)
     select $1, 'VW', 'Golf', 'LIMOUSINE', 'KFZ', 'PETROL', 110, 1498, '0603', 'CBI', 'DB' || $2 || n,
            'WVW' || $2 || lpad(n::text, 14 - length($2), '0'), 1, 5, 'EURO_6', 'Manual', date '2027-05-01', 42300,
            date '2021-03-15', 'CURRENT', date '2026-01-10', 'Notiz ' || $2
       from generate_series(1, 4) as n`,
    [id, marker],
  );
  return { id, users, marker };
}

async function ids(query: Query, sql: string, companyId: string): Promise<string[]> {
  return (await query(sql, [companyId])).rows.map((row) => String(Object.values(row)[0]));
}

/** Calls the API as the company's first user; answers `data`, or throws with the answer. */
async function api(
  send: Send,
  authorization: string,
  { method, url, body, form }: { method: string; url: string; body?: unknown; form?: FormData },
) {
  let request: FuzzRequest = { method, url, headers: { authorization } };
  if (form) {
    const response = new Response(form);
    request = {
      ...request,
      headers: { authorization, 'content-type': response.headers.get('content-type')! },
      payload: Buffer.from(await response.arrayBuffer()),
    };
  } else if (body !== undefined) {
    request = { ...request, headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  }
  const answer = await send(request);
  if (answer.status >= 300) throw new Error(`seeding ${method} ${url}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: Record<string, unknown> }).data;
}

async function waitForJobs(query: Query, companyId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await query(`select status, error from job_runs where company_id = $1`, [companyId]);
    const failed = rows.find((row) => row.status === 'FAILED');
    if (failed) throw new Error(`a seeding job failed: ${String(failed.error)}`);
    if (rows.every((row) => row.status === 'DONE')) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the seeding jobs did not finish in a minute');
}

/** The company's records through the API: a customer, a sale with its invoice, a service invoice, uploads, an OCR image. */
async function fill({ send, query }: { send: Send; query: Query }, company: Company, authorization: string): Promise<void> {
  const { marker } = company;
  const vehicles = await ids(query, `select id from vehicles where company_id = $1 order by brief_number`, company.id);
  const customer = await api(send, authorization, {
    method: 'POST',
    url: '/api/user/clients',
    body: {
      type: 'PRIVATE',
      greeting: 'MISSUS',
      first_name: `Erika${marker}`,
      last_name: `Kundin${marker}`,
      street_address: 'Heidestraße',
      house_number: '17',
      postal_code: '51147',
      city: 'Köln',
      country_id: 82,
      email: `kundin-${marker.toLowerCase()}@example.de`,
      birthday: '1964-08-12',
    },
  });
  const sale = { customer_id: customer.id, gross_price: 2_380_000, vat: true, vat_rate: 19 };
  await api(send, authorization, { method: 'POST', url: `/api/user/vehicles/${vehicles[0]}/trades/SELLING/INVOICE`, body: sale });
  await api(send, authorization, {
    method: 'POST',
    url: `/api/user/vehicles/${vehicles[0]}/documents/generate/INVOICE/order/SELLING`,
    body: {},
  });
  // A second sale left as a draft with a proposal, so that open trades are in the pool too.
  await api(send, authorization, {
    method: 'POST',
    url: `/api/user/vehicles/${vehicles[1]}/trades/SELLING/PROPOSAL`,
    body: sale,
  });
  await api(send, authorization, {
    method: 'POST',
    url: '/api/user/service-invoices/trades/INVOICE',
    body: {
      customer_id: customer.id,
      vehicle_id: vehicles[2],
      lines: [{ description: `Inspektion ${marker}`, quantity: 1, unit_price: 8_900 }],
      vat: true,
      vat_rate: 19,
    },
  });
  const documents = new FormData();
  documents.append('document_1', new Blob([PDF], { type: 'application/pdf' }), `brief-${marker}.pdf`);
  await api(send, authorization, { method: 'POST', url: `/api/user/vehicles/${vehicles[1]}/upload-documents`, form: documents });
  const photos = new FormData();
  photos.append('photo_1', new Blob([PNG], { type: 'image/png' }), `foto-${marker}.png`);
  await api(send, authorization, { method: 'POST', url: `/api/user/vehicles/${vehicles[1]}/upload-photos`, form: photos });
  await query(
    `insert into vehicle_ocr_images (company_id, file_name, mime_type, storage_key, size)
     values ($1, $2, 'image/png', $3, 0)`,
    [company.id, `schein-${marker}.png`, `companies/${company.id}/ocr/${marker}.png`],
  );
  await waitForJobs(query, company.id);
}

async function poolOf(query: Query, company: Company): Promise<Record<string, string[]>> {
  const id = company.id;
  return {
    vehicle: await ids(query, `select id from vehicles where company_id = $1`, id),
    vin: await ids(query, `select vin_code from vehicles where company_id = $1`, id),
    customer: await ids(query, `select id from customers where company_id = $1`, id),
    trade: await ids(query, `select id from trades where company_id = $1 and kind <> 'SERVICE_INVOICE'`, id),
    serviceInvoice: await ids(query, `select id from trades where company_id = $1 and kind = 'SERVICE_INVOICE'`, id),
    document: await ids(query, `select id from generated_documents where company_id = $1`, id),
    upload: await ids(query, `select id from vehicle_documents where company_id = $1`, id),
    ocrImage: await ids(query, `select id from vehicle_ocr_images where company_id = $1`, id),
    job: await ids(query, `select suuid from job_runs where company_id = $1`, id),
    user: company.users,
    email: await ids(query, `select email from users where company_id = $1`, id),
    company: [id],
  };
}

/** Seeds both companies; `authorizationOf` signs a token for a user id as the app under test does. */
export async function seedFuzzWorld({
  send,
  query,
  authorizationOf,
}: {
  send: Send;
  query: Query;
  authorizationOf: (userId: string) => Promise<string> | string;
}): Promise<FuzzWorld> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const caller = await insertCompany(query, `AAA${tag}`);
  const foreign = await insertCompany(query, `ZQX${tag}`);
  const authorization = await authorizationOf(caller.users[0]!);
  await fill({ send, query }, caller, authorization);
  await fill({ send, query }, foreign, await authorizationOf(foreign.users[0]!));
  const own = await poolOf(query, caller);
  const theirs = await poolOf(query, foreign);
  return {
    authorization,
    callerCompanyId: caller.id,
    foreignCompanyId: foreign.id,
    pool: { own, foreign: theirs },
    foreignMarkers: [foreign.marker, foreign.marker.toLowerCase(), ...new Set(Object.values(theirs).flat())],
  };
}
