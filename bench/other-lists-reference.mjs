// The bare reference of the other-lists bench: what this machine serves for a page of each list
// without any framework — node:http, a pg pool as large as the server's, one prepared statement per
// list answering the list's first 50 rows (its columns, newest first, by an existing index) of the
// same company as JSON. `GET /customers`, `/selling`, `/buying`, `/service`, `/canceled`. Started as
// its own process by suites/09-other-lists.mjs: `node other-lists-reference.mjs <database url>
// <company id>`; prints its port once listening.
import pg from 'pg';
import { serveReference } from './reference-server.mjs';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const trades = (kind) => ({
  name: `bench_reference_${kind}`,
  text: `select t.id, t.status, t.vehicle_id, coalesce(v.make, t.vehicle->>'make', '') as make, coalesce(v.model, t.vehicle->>'model', '') as model,
                coalesce(v.vin_code, t.vehicle->>'vinCode', '') as vin_code, t.buyer->>'firstName' as first_name, t.buyer->>'lastName' as last_name,
                t.buyer->>'companyName' as company_name, t.gross_price, t.invoice_number, t.issued_on, t.cancellation_number, t.canceled_on
           from trades t left join vehicles v on v.id = t.vehicle_id and v.company_id = t.company_id
          where t.company_id = $1 and t.kind = '${kind}' order by t.created_at desc, t.id desc limit 50`,
});
const statements = {
  '/customers': {
    name: 'bench_reference_customers',
    text: `select id, type, company_name, first_name, last_name, street_address, house_number, postal_code, city, phone_number, email, vat_id, created_at
             from customers where company_id = $1 order by created_at desc, id desc limit 50`,
  },
  '/selling': trades('SELLING'),
  '/buying': trades('BUYING'),
  '/service': {
    name: 'bench_reference_service',
    text: `select id, status, issued_on, invoice_number, proposal_number, buyer->>'firstName' as first_name, buyer->>'lastName' as last_name,
                  buyer->>'companyName' as company_name, fields->>'licencePlate' as licence_plate, gross_price
             from trades where company_id = $1 and kind = 'SERVICE_INVOICE' order by created_at desc, id desc limit 50`,
  },
  '/canceled': {
    name: 'bench_reference_canceled',
    text: `select id, kind, vehicle_id, vehicle, buyer, gross_price, invoice_number, issued_on, cancellation_number, cancel_reason, canceled_on, canceled_at
             from trades where company_id = $1 and status = 'REJECTED' order by canceled_at desc, id desc limit 50`,
  },
};

serveReference(pool, async (request) => {
  const statement = statements[request.url];
  if (!statement) throw new Error(`no list ${request.url}`);
  const { rows } = await pool.query({ ...statement, values: [companyId] });
  return { data: rows };
});
