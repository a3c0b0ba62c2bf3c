// The bare reference of the vehicle-list bench: what this machine can serve for the same
// page without any framework — node:http, a pg pool as large as the server's, one prepared statement
// answering the same 50 rows of the same company as JSON. Started as its own process by
// suites/08-vehicle-list.mjs: `node vehicle-list-reference.mjs <database url> <company id>`; prints
// its port once listening.
import pg from 'pg';
import { serveReference } from './reference-server.mjs';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

// The columns the list shows, in the list's default order (newest first).
const page = {
  name: 'bench_reference_page',
  text: `select id, make, model, vin_code, mileage, first_registered, asking_price, purchase_price, power, fuel_type,
                licence_plate, next_inspection, added_on, sold_on
           from vehicles where company_id = $1 and status = 'CURRENT'
          order by added_on desc, id desc limit 50`,
};

serveReference(pool, async () => {
  const { rows } = await pool.query({ ...page, values: [companyId] });
  return { data: rows };
});
