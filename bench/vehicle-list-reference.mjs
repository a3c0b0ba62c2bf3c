// The bare reference of the vehicle-list bench: what this machine can serve for the same
// page without any framework — node:http, a pg pool as large as the server's, one prepared statement
// answering the same 50 rows of the same company as JSON. Started as its own process by
// suites/08-vehicle-list.mjs: `node vehicle-list-reference.mjs <database url> <company id>`; prints
// its port once listening.
import http from 'node:http';
import pg from 'pg';

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

const server = http.createServer(async (_request, response) => {
  try {
    const { rows } = await pool.query({ ...page, values: [companyId] });
    const body = JSON.stringify({ data: rows });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
