// The service invoice's PDF. A 30-line workshop invoice (it runs over two pages, the table's
// header repeated) rendered by renderDocument directly, 50 times after a warm-up: median and p95
// (goal: median under 200 ms), and the document's pages and size. Like 04-documents.mjs, the renderer
// and its fixture are bundled and called without HTTP, so the figure is the rendering alone.
import { bundleServerModule } from '../bundle-server.mjs';

const LINES = 30;
const WARM_UP = 10;
const MEASURED = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeRenders({ renderDocument, manyServiceLines, readPdf, sampleServiceContent }, figure) {
  const invoice = sampleServiceContent('INVOICE', 'de', { lines: manyServiceLines(LINES) });
  for (let i = 0; i < WARM_UP; i++) await renderDocument(invoice, { logo: null });
  const times = [];
  let pdf;
  for (let i = 0; i < MEASURED; i++) {
    const started = performance.now();
    pdf = await renderDocument(invoice, { logo: null });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  figure(`service_invoice_${LINES}_lines_render_p50`, percentile(times, 50).toFixed(1), 'ms (goal < 200 ms)');
  figure(`service_invoice_${LINES}_lines_render_p95`, percentile(times, 95).toFixed(1), 'ms');
  figure(`service_invoice_${LINES}_lines_pages`, (await readPdf(pdf)).pages.length, 'pages');
  figure(`service_invoice_${LINES}_lines_size`, (pdf.length / 1024).toFixed(1), 'KB');
}

export async function run({ figure }) {
  await timeRenders(
    await bundleServerModule('render-service-invoices', [
      "export { renderDocument } from './features/document-engine/render/render-document';",
      "export { manyServiceLines, readPdf, sampleServiceContent } from './features/document-engine/render/document-content.fixture';",
    ]),
    figure,
  );
}
