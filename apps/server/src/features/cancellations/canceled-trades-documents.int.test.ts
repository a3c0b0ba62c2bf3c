import { beforeAll, describe, expect, it } from 'vitest';
import { generateAndWait, listDocuments, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import type { Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';

// Canceled Trades answers its page and the page's documents in one statement, with SQL of the
// trade-documents feature: its documents must be those the vehicle's document list answers.

const t = useTestContext();
let user: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  user = await createCompanyUser(t);
});

describe('Canceled Trades’ documents', () => {
  it('are answered as the vehicle’s document list answers them: fields, addressee, last mail and order', async () => {
    const { vehicleId } = await sellableVehicle(t, { user, trade: {} });
    const invoice = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
    expect(invoice.status).toBe('DONE');
    const invoiceId = (invoice.result as { document_id: string }).document_id;
    const mail = `insert into document_mails (company_id, document_id, recipient, sent_at, message_id, attachments)
      values ($1, $2, $3, $4, $3, array['Rechnung.pdf'])`;
    await t.ctx.database.pool.query(mail, [user.companyId, invoiceId, 'alt@example.de', '2026-06-15T10:05:00.123Z']);
    await t.ctx.database.pool.query(mail, [user.companyId, invoiceId, 'neu@example.de', '2026-06-15T11:30:00.456Z']);
    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, { user, body: { reason: 'Rücktritt' } });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForGeneration(t, { user, suuid: started.json().data.suuid as string });
    expect(done.status).toBe('DONE');
    const tradeId = (done.result as { trade_id: string }).trade_id;

    const listed = (await callAs(t, 'GET /api/user/vehicles/canceled-trades', { user })).json();
    const [item] = listed.data[0].items as [Json & { documents: Json[] }];
    const fields = [
      'id',
      'document_type',
      'number',
      'issued_on',
      'file_name',
      'xrechnung',
      'language',
      'recipient_email',
      'last_mail',
    ];
    const ofVehicle = (await listDocuments(t, { user, vehicleId }))
      .filter((document) => document.trade_id === tradeId)
      .sort((a, b) => Number(b.document_type === 'CANCELLATION') - Number(a.document_type === 'CANCELLATION'))
      .map((document): Json => ({
        ...Object.fromEntries(fields.map((field) => [field, document[field]])),
        xrechnung: document.xrechnung === true,
      }));
    expect(ofVehicle.map((document) => document.document_type)).toEqual(['CANCELLATION', 'INVOICE']);
    // The same keys (none more) and values; the newer mail is the invoice's last.
    expect(item.documents.map((document) => Object.keys(document).sort())).toEqual(ofVehicle.map(() => [...fields].sort()));
    expect(item.documents).toEqual(ofVehicle);
    expect(item.documents[1]!.last_mail).toEqual({ recipient: 'neu@example.de', sent_at: '2026-06-15T11:30:00.456Z' });
  });
});
