// The e-invoices and the tax adviser's export. (1) One e-invoice built and validated in process:
// the EN 16931 CII of a sale's invoice (what its Factur-X carries) and the XRechnung of the same
// invoice to a public-sector buyer, each built 50 times after a warm-up (median), and each checked
// by the rule sets as KoSIT's validator checks it (the first check, which loads the rule sets, and
// the median of 20 after it). (2) A year of invoices for the tax adviser: BENCH_DATEV_INVOICES
// (2 000) sales, each with its own customer, issued through the API and the job workers, then the
// DATEV export of the year (EXTF Buchungsstapel and every invoice PDF in one ZIP) timed from the
// request to the last byte.
import pg from 'pg';
import { call, generateDocuments, prepareTrades, seedDealer } from '../bench-dealer.mjs';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { bundleServerModule } from '../bundle-server.mjs';

const INVOICES = Number(process.env.BENCH_DATEV_INVOICES || 2_000);
/** Invoices queued at once: each batch is waited for before the next (a batch must end within the helper's two minutes). */
const BATCH = 200;
const LEITWEG_ID = '04011000-1234512345-06';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timed(run, times) {
  const result = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    result.push(performance.now() - started);
  }
  return median(result);
}

async function timeEInvoices(engine, figure) {
  const { ciiInvoice, xrechnungInvoice, checkEInvoiceRules, sampleContent, EN16931_GUIDELINE, XRECHNUNG_GUIDELINE } = engine;
  const invoice = sampleContent('INVOICE', 'de');
  const toCity = sampleContent('INVOICE', 'de', {
    buyer: {
      type: 'BUSINESS',
      companyName: 'Stadt Köln, Amt für Straßen und Verkehr',
      email: 'rechnungseingang@stadt-koeln.example',
      publicSector: true,
      buyerReference: LEITWEG_ID,
    },
  });
  const xrechnung = () => {
    const result = xrechnungInvoice(toCity);
    if (!result.xml) throw new Error(`no XRechnung for the sample: ${result.problem}`);
    return result.xml;
  };
  for (let i = 0; i < 10; i++) {
    ciiInvoice(invoice);
    xrechnung();
  }
  figure('einvoice_cii_build_p50', timed(() => ciiInvoice(invoice), 50).toFixed(2), 'ms (a sale invoice’s EN 16931 CII)');
  figure('einvoice_xrechnung_build_p50', timed(xrechnung, 50).toFixed(2), 'ms');

  const cii = ciiInvoice(invoice);
  const xml = xrechnung();
  const check = (document, specificationId) => {
    const report = checkEInvoiceRules(document, { syntax: 'CII', specificationId });
    if (!report.valid) throw new Error(`the sample fails the rules: ${JSON.stringify(report.errors)}`);
  };
  const started = performance.now();
  check(cii, EN16931_GUIDELINE);
  figure('einvoice_validate_first', (performance.now() - started).toFixed(0), 'ms (loads the rule sets)');
  figure('einvoice_validate_cii_p50', timed(() => check(cii, EN16931_GUIDELINE), 20).toFixed(0), 'ms (CEN rules)');
  figure(
    'einvoice_validate_xrechnung_p50',
    timed(() => check(xml, XRECHNUNG_GUIDELINE), 20).toFixed(0),
    'ms (CEN and XRechnung rules)',
  );
}

/** Issues one invoice per vehicle through the job workers, BATCH at a time; answers the seconds it took. */
async function issueInvoices(baseUrl, { headers, client, vehicleIds }) {
  const started = performance.now();
  for (let at = 0; at < vehicleIds.length; at += BATCH) {
    const requests = vehicleIds.slice(at, at + BATCH).map((vehicleId) => ({ vehicleId, type: 'INVOICE' }));
    await generateDocuments(baseUrl, { headers, client, requests });
  }
  return (performance.now() - started) / 1000;
}

async function timeYearExport(baseUrl, { headers, figure }) {
  await call(baseUrl, {
    method: 'PUT',
    url: '/api/user/exports/datev/settings',
    headers,
    body: { adviser_number: 29098, client_number: 55003, fiscal_year_start_month: 1, accounts: [] },
  });
  const today = new Date().toISOString().slice(0, 10);
  const url = `${baseUrl}/api/user/exports/datev?from=${today.slice(0, 4)}-01-01&to=${today}&chart=SKR03`;
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`the DATEV export answered ${response.status}: ${await response.text()}`);
  const firstByte = performance.now() - started;
  const bytes = (await response.arrayBuffer()).byteLength;
  figure('datev_year_export_first_byte', firstByte.toFixed(0), 'ms');
  figure(
    'datev_year_export_total',
    ((performance.now() - started) / 1000).toFixed(2),
    `s (${INVOICES} invoices, CSV and every PDF)`,
  );
  figure('datev_year_export_size', (bytes / 1024 / 1024).toFixed(1), 'MB');
}

export async function run({ baseUrl, dataDir, figure }) {
  await timeEInvoices(
    await bundleServerModule('e-invoices', [
      "export { ciiInvoice } from './features/document-engine/e-invoice/cii-invoice';",
      "export { EN16931_GUIDELINE } from './features/document-engine/e-invoice/cii-xml';",
      "export { checkEInvoiceRules } from './features/document-engine/e-invoice/e-invoice-rules';",
      "export { xrechnungInvoice, XRECHNUNG_GUIDELINE } from './features/document-engine/e-invoice/xrechnung-invoice';",
      "export { sampleContent } from './features/document-engine/render/document-content.fixture';",
    ]),
    figure,
  );

  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { userId, vehicleIds } = await seedDealer(client, { tag: 'DATEV', vehicles: INVOICES });
    const headers = await authorizationFor(dataDir, userId);
    await prepareTrades(baseUrl, { headers, vehicleIds, documents: ['INVOICE'] });
    const seconds = await issueInvoices(baseUrl, { headers, client, vehicleIds });
    figure('datev_year_invoices_issued', (INVOICES / seconds).toFixed(1), 'invoices/s (through the job workers)');
    await timeYearExport(baseUrl, { headers, figure });
  } finally {
    await client.end();
  }
}
