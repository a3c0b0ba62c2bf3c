import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import {
  fetchDocumentFile,
  generateAndWait,
  listDocuments,
  sellableVehicle,
  waitForGeneration,
} from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../test/local-smtp-server';
import { decodedHeader, mailAttachments, mailText } from '../../test/mail-parts';
import { errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { readCii } from '../document-engine/e-invoice/cii.fixture';
import { checkXRechnung } from '../document-engine/e-invoice/xrechnung-rules.fixture';

// Mailing a generated document to the buyer through the HTTP API, against real PostgreSQL, the real
// document jobs and the real mailer (the .eml writer, or SMTP to a local server): the stored PDF byte
// for byte, the XRechnung beside it for a public-sector buyer's invoice and cancellation invoice
// (valid by the XRechnung rules), none for anyone else, the record listed, and every refusal with
// nothing sent or recorded.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;
let fileMailer: Mailer;
let smtp: LocalSmtpServer;

const PUBLIC_BUYER = {
  type: 'BUSINESS' as const,
  companyName: 'Stadt Köln, Amt für Straßen und Verkehr',
  email: 'rechnungseingang@stadt-koeln.example',
  publicSector: true,
  buyerReference: '04011000-1234512345-06',
};
const PRIVATE_BUYER = { email: 'erika.muster@example.de' };

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t, { email: 'verkauf@autohaus-mail.example' });
  rival = await createCompanyUser(t);
  fileMailer = t.ctx.mailer;
  smtp = await startLocalSmtpServer({ refuse: (address) => address.endsWith('@nowhere.example.de') });
});
afterEach(() => {
  t.ctx.mailer = fileMailer;
});
afterAll(async () => {
  await smtp.close();
});

const post = (url: string, body: Json, user: CompanyUser = dealer) => callAs(t, `POST /${url.slice(1)}`, { user, body });

/** The mails the .eml writer wrote since `seen`, raw. */
const mailsSince = (seen: number) => t.mails().slice(seen);

async function recorded(documentId: string): Promise<Json[]> {
  const { rows } = await t.ctx.database.pool.query(
    'select company_id, recipient, copy, sent_at, sent_by, message_id, attachments from document_mails where document_id = $1 order by sent_at',
    [documentId],
  );
  return rows as Json[];
}

async function soldTo(customer: Json, user: CompanyUser = dealer): Promise<{ vehicleId: string; invoiceId: string }> {
  const { vehicleId } = await sellableVehicle(t, { user, customer });
  const invoice = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
  expect(invoice.status, JSON.stringify(invoice)).toBe('DONE');
  return { vehicleId, invoiceId: (invoice.result as { document_id: string }).document_id };
}

/** The mail's XRechnung passes the XML schema, the EN 16931 and the XRechnung rules (e-invoice-rules.ts), of the type given. */
function expectValidXRechnung(xml: Buffer, typeCode: string) {
  const text = xml.toString('utf8');
  expect(checkXRechnung(text).errors).toEqual([]);
  const cii = readCii(text);
  expect(cii.one('//ram:BuyerReference')).toBe(PUBLIC_BUYER.buyerReference);
  expect(cii.one('/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')).toBe(typeCode);
  cii.dispose();
}

describe('an invoice to a public-sector buyer', () => {
  it('goes with the stored PDF and a valid XRechnung, a copy to the company, and is recorded and listed', async () => {
    const { vehicleId, invoiceId } = await soldTo(PUBLIC_BUYER);
    const seen = t.mails().length;
    t.clock.set(new Date('2026-06-15T10:04:00Z'));
    const response = await post(`/api/user/vehicles/${vehicleId}/documents/${invoiceId}/mail`, {
      to: PUBLIC_BUYER.email,
      message: 'Sehr geehrte Damen und Herren,\nwie besprochen die Rechnung zum Transporter.',
      copy_to_company: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data as Json;
    const pdfName = (await listDocuments(t, { user: dealer, vehicleId })).find((d) => d.id === invoiceId)!.file_name as string;
    const xmlName = `${pdfName.replace(/\.pdf$/, '')}-XRechnung.xml`;
    expect(answer).toEqual({
      recipient: PUBLIC_BUYER.email,
      sent_at: '2026-06-15T10:04:00.000Z',
      copy: 'verkauf@autohaus-mail.example',
      attachments: [pdfName, xmlName],
    });

    const [mail, copy] = mailsSince(seen);
    expect(mailsSince(seen)).toHaveLength(2);
    expect(decodedHeader(mail!, 'To')).toBe(PUBLIC_BUYER.email);
    expect(decodedHeader(mail!, 'Reply-To')).toBe('verkauf@autohaus-mail.example');
    expect(decodedHeader(mail!, 'From')).toMatch(/^"?Autohaus .+ GmbH"? <.+@.+>$/);
    expect(decodedHeader(mail!, 'Subject')).toMatch(/^Rechnung Nr\. \S+ – Autohaus .+ GmbH$/);
    const text = mailText(mail!);
    expect(text).toContain('wie besprochen die Rechnung zum Transporter.');
    expect(text).toContain('als XRechnung bei');
    // The dealer's business letter: its foot names the representative and the register (§ 35a GmbHG).
    expect(text).toContain('Geschäftsführer: Max Mustermann');
    expect(text).toContain('Handelsregister: Amtsgericht München HRB 123456');

    const [pdf, xml] = mailAttachments(mail!);
    expect(mailAttachments(mail!)).toHaveLength(2);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: pdfName });
    const stored = await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: invoiceId });
    expect(pdf!.body.equals(stored.rawPayload)).toBe(true);
    expect(xml).toMatchObject({ contentType: 'application/xml', filename: xmlName });
    expectValidXRechnung(xml!.body, '380');
    // The attached XML is the download's file, byte for byte.
    const download = await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/${invoiceId}/xrechnung`, { user: dealer });
    expect(xml!.body.toString('utf8')).toBe(download.body);

    expect(decodedHeader(copy!, 'To')).toBe('verkauf@autohaus-mail.example');
    expect(mailAttachments(copy!).map((part) => part.filename)).toEqual([pdfName, xmlName]);

    const rows = await recorded(invoiceId);
    expect(rows).toEqual([
      {
        company_id: dealer.companyId,
        recipient: PUBLIC_BUYER.email,
        copy: 'verkauf@autohaus-mail.example',
        sent_at: new Date('2026-06-15T10:04:00Z'),
        sent_by: dealer.id,
        message_id: expect.stringMatching(/^<.+@.+>$/),
        attachments: [pdfName, xmlName],
      },
    ]);
    expect((await listDocuments(t, { user: dealer, vehicleId })).find((d) => d.id === invoiceId)).toMatchObject({
      last_mail: { recipient: PUBLIC_BUYER.email, sent_at: '2026-06-15T10:04:00.000Z' },
      recipient_email: PUBLIC_BUYER.email,
    });
  });

  it('goes in English when the document is English, and the cancellation invoice carries its XRechnung (381) by the canceled-trades route', async () => {
    const { vehicleId } = await sellableVehicle(t, { user: dealer, customer: PUBLIC_BUYER });
    const invoice = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE', body: { language: 'en' } });
    expect(invoice.status).toBe('DONE');
    const invoiceId = (invoice.result as { document_id: string }).document_id;
    const started = await post(`/api/user/vehicles/${vehicleId}/shtorno`, { reason: 'Rücktritt' });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    const { trade_id: tradeId, document_id: cancellationId } = done.result as { trade_id: string; document_id: string };
    const base = `/api/user/vehicles/canceled-trades/${tradeId}/documents`;

    const seen = t.mails().length;
    const sent = await post(`${base}/${invoiceId}/mail`, { to: PUBLIC_BUYER.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const [english] = mailsSince(seen);
    expect(decodedHeader(english!, 'Subject')).toMatch(/^Invoice No\. \S+ – Autohaus/);
    expect(mailText(english!)).toContain('please find attached the document');
    expectValidXRechnung(mailAttachments(english!)[1]!.body, '380');

    const canceled = await post(`${base}/${cancellationId}/mail`, { to: PUBLIC_BUYER.email });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const cancellationMail = mailsSince(seen)[1]!;
    const parts = mailAttachments(cancellationMail);
    expect(parts.map((part) => part.contentType)).toEqual(['application/pdf', 'application/xml']);
    expectValidXRechnung(parts[1]!.body, '381');
    expect(await recorded(cancellationId)).toHaveLength(1);
    // Canceled Trades lists the mail and the addressee beside the document.
    const years = (await callAs(t, 'GET /api/user/vehicles/canceled-trades', { user: dealer })).json().data as Array<{
      items: Json[];
    }>;
    const card = years.flatMap((year) => year.items).find((item) => item.id === tradeId);
    expect((card?.documents as Json[]).find((document) => document.id === cancellationId)).toMatchObject({
      recipient_email: PUBLIC_BUYER.email,
      last_mail: { recipient: PUBLIC_BUYER.email },
    });

    // Another company's canceled trade is not found, and nothing goes out.
    const foreign = await post(`${base}/${cancellationId}/mail`, { to: PUBLIC_BUYER.email }, rival);
    expect(foreign.statusCode).toBe(404);
    expect(mailsSince(seen)).toHaveLength(2);
  });

  it('is refused with 422 9411 and nothing sent when the XRechnung cannot be written (company data lacked the phone)', async () => {
    const noPhone = await createCompanyUser(t, { phone: null });
    const { vehicleId } = await sellableVehicle(t, { user: noPhone, customer: PUBLIC_BUYER });
    const invoice = await generateAndWait(t, { user: noPhone, vehicleId, type: 'INVOICE' });
    expect(invoice.status, JSON.stringify(invoice)).toBe('DONE');
    const invoiceId = (invoice.result as { document_id: string }).document_id;
    const seen = t.mails().length;
    const response = await post(
      `/api/user/vehicles/${vehicleId}/documents/${invoiceId}/mail`,
      { to: PUBLIC_BUYER.email },
      noPhone,
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('9411');
    expect(mailsSince(seen)).toHaveLength(0);
    expect(await recorded(invoiceId)).toEqual([]);
  });
});

describe('an invoice to a private buyer', () => {
  it('goes with its PDF only', async () => {
    const { vehicleId, invoiceId } = await soldTo(PRIVATE_BUYER);
    const seen = t.mails().length;
    const response = await post(`/api/user/vehicles/${vehicleId}/documents/${invoiceId}/mail`, { to: PRIVATE_BUYER.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ copy: null, attachments: [expect.stringMatching(/\.pdf$/)] });
    const [mail] = mailsSince(seen);
    expect(mailAttachments(mail!).map((part) => part.contentType)).toEqual(['application/pdf']);
    expect(mailText(mail!)).not.toContain('XRechnung');
  });
});

describe('a service invoice by its trade route', () => {
  const BASE = '/api/user/service-invoices';

  it('goes with its PDF and XRechnung to a public-sector customer, and is not found for another company', async () => {
    const customerId = (await createCustomer(t, dealer.companyId, PUBLIC_BUYER)).id;
    const created = await post(`${BASE}/trades/INVOICE`, {
      customerId,
      make: 'MAN',
      model: 'TGE',
      lines: [{ description: 'Inspektion', quantity: 1.5, unitPrice: 8_900 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const started = await post(`${BASE}/trades/${id}/documents/generate/INVOICE`, {});
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    const invoiceId = (done.result as { document_id: string }).document_id;

    const seen = t.mails().length;
    const response = await post(`${BASE}/trades/${id}/documents/${invoiceId}/mail`, { to: PUBLIC_BUYER.email });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = mailsSince(seen);
    const parts = mailAttachments(mail!);
    expect(parts.map((part) => part.contentType)).toEqual(['application/pdf', 'application/xml']);
    expectValidXRechnung(parts[1]!.body, '380');
    const listed = (await callAs(t, `GET ${BASE}/trades/${id}/documents/generated`, { user: dealer })).json().data as Json[];
    expect(listed.find((d) => d.id === invoiceId)).toMatchObject({ last_mail: { recipient: PUBLIC_BUYER.email } });

    const foreign = await post(`${BASE}/trades/${id}/documents/${invoiceId}/mail`, { to: PUBLIC_BUYER.email }, rival);
    expect(foreign.statusCode).toBe(404);
    expect(mailsSince(seen)).toHaveLength(1);
  });
});

describe('what is refused, with nothing sent or recorded', () => {
  let vehicleId: string;
  let invoiceId: string;
  beforeAll(async () => {
    ({ vehicleId, invoiceId } = await soldTo(PRIVATE_BUYER));
  });
  const url = () => `/api/user/vehicles/${vehicleId}/documents/${invoiceId}/mail`;

  it('404 for another company and for an unknown document', async () => {
    const seen = t.mails().length;
    const foreign = await post(url(), { to: PRIVATE_BUYER.email }, rival);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('404');
    const unknown = await post(`/api/user/vehicles/${vehicleId}/documents/00000000-0000-4000-8000-000000000000/mail`, {
      to: PRIVATE_BUYER.email,
    });
    expect(unknown.statusCode).toBe(404);
    expect(mailsSince(seen)).toHaveLength(0);
    expect(await recorded(invoiceId)).toEqual([]);
  });

  it('422 at the fields: an empty or malformed address, a message over 4 000 characters', async () => {
    const seen = t.mails().length;
    const answers = [
      await post(url(), { to: '' }),
      await post(url(), { to: 'kein-at-zeichen' }),
      await post(url(), { to: PRIVATE_BUYER.email, message: 'x'.repeat(4001) }),
    ];
    expect(answers.map((answer) => [answer.statusCode, errorOf(answer).fields])).toEqual([
      [422, { to: '0001' }],
      [422, { to: '9027' }],
      [422, { message: '5013' }],
    ]);
    expect(mailsSince(seen)).toHaveLength(0);
    expect(await recorded(invoiceId)).toEqual([]);
  });

  it('422 9413 at copy_to_company when the company has no e-mail address', async () => {
    const noMail = await createCompanyUser(t, { email: null });
    const sold = await soldTo(PRIVATE_BUYER, noMail);
    const response = await post(
      `/api/user/vehicles/${sold.vehicleId}/documents/${sold.invoiceId}/mail`,
      { to: PRIVATE_BUYER.email, copy_to_company: true },
      noMail,
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({ copy_to_company: '9413' });
  });

  it('422 9138 at to when the mail server refuses the address', async () => {
    t.ctx.mailer = createMailer({
      smtpUrl: smtp.url,
      mailDir: `${t.dataDir}/unused`,
      from: t.ctx.config.mailFrom,
      log: () => undefined,
    });
    const response = await post(url(), { to: 'niemand@nowhere.example.de' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: '9138', fields: { to: '9138' } });
    expect(await recorded(invoiceId)).toEqual([]);
    // The same server takes a real address, with the PDF.
    const fine = await post(url(), { to: PRIVATE_BUYER.email });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(smtp.accepted.at(-1)?.to).toEqual([PRIVATE_BUYER.email]);
    expect(await recorded(invoiceId)).toHaveLength(1);
  });

  it('429 after 60 mail requests of one session within 10 minutes, and nothing sent', async () => {
    const busy = await createCompanyUser(t);
    const sold = await soldTo(PRIVATE_BUYER, busy);
    const busyUrl = `/api/user/vehicles/${sold.vehicleId}/documents/${sold.invoiceId}/mail`;
    // Refused at the field, yet each counts: the bound is on requests, not on mails that went.
    for (let i = 0; i < 60; i += 1) expect((await post(busyUrl, { to: '' }, busy)).statusCode).toBe(422);
    const seen = t.mails().length;
    const limited = await post(busyUrl, { to: PRIVATE_BUYER.email }, busy);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('429');
    expect(mailsSince(seen)).toHaveLength(0);
    expect(await recorded(sold.invoiceId)).toEqual([]);
  });

  it('503 9412 when the mail server cannot be reached, to be tried again', async () => {
    // A port nobody listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t.ctx.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: `${t.dataDir}/unused`,
      from: t.ctx.config.mailFrom,
      log: () => undefined,
      timeoutMs: 1_000,
    });
    const before = (await recorded(invoiceId)).length;
    const response = await post(url(), { to: PRIVATE_BUYER.email });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('9412');
    expect(await recorded(invoiceId)).toHaveLength(before);
  });
});
