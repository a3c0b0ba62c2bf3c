import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database';
import { createCompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { allocateInvoiceNumber, recordTypedInvoiceNumber } from './invoice-numbering.service';
import { reserveStorage } from './storage.service';

const t = useTestContext();

const put = (headers: Record<string, string>, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

describe('invoice numbering settings', () => {
  it('starts with the default, takes a template, previews the next number and switches automatic numbering', async () => {
    const user = await createCompanyUser(t);
    const initial = await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers });
    expect(initial.json().data).toEqual({
      automatic_numbering: true,
      invoice: { prefix: '', root: '1', suffix: '', padding: 0, changing_part: 'ROOT', preview: '1' },
      service_invoice: { prefix: 'SR-', root: '1', suffix: '', padding: 0, changing_part: 'ROOT', preview: 'SR-1' },
    });
    const saved = await put(user.headers, '/api/user/company/invoice-number', {
      prefix: 'RE-',
      root: '100',
      suffix: '/26',
      padding: 5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.invoice).toMatchObject({ preview: 'RE-00100/26', changing_part: 'ROOT' });
    const service = await put(user.headers, '/api/user/company/service-invoice-number', {
      prefix: '7',
      root: 'SR',
      changing_part: 'PREFIX',
    });
    expect(service.json().data.service_invoice.preview).toBe('7SR');

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/configurations/invoice-numbering',
      headers: user.headers,
      payload: { config_value: 'off' },
    });
    expect(off.json().data.automatic_numbering).toBe(false);
  });

  it('refuses bad templates with their field codes', async () => {
    const user = await createCompanyUser(t);
    const bad = await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RECHNUNG-WERKSTATT-2026', root: 'A1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ prefix: '9210', root: '9209' });
    // A prefix real numbering uses is kept whole, and so is every number it gives.
    const whole = await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-2026-', root: '1', padding: 4 });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data.invoice).toMatchObject({ prefix: 'RE-2026-', preview: 'RE-2026-0001' });
    const tooLong = await put(user.headers, '/api/user/company/service-invoice-number', {
      prefix: 'KV-WERKSTATT-2026-01',
      root: '1',
      padding: 2,
      suffix: '-FILIALE-OST-BERLIN',
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ prefix: '9212', suffix: '9212' });
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/user/company/configurations/invoice-numbering',
      headers: user.headers,
      payload: { config_value: 'maybe' },
    });
    expect(config.statusCode).toBe(422);
  });

  it('issues numbers in order, continues the series after a template change and never issues one twice', async () => {
    const user = await createCompanyUser(t);
    await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE', root: '1', padding: 3 });
    const issue = () => t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE'));
    expect([await issue(), await issue()]).toEqual(['RE001', 'RE002']);
    // A rolled-back issue gives its number back.
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE');
        throw new Error('document failed');
      }),
    ).rejects.toThrow('document failed');
    expect(await issue()).toBe('RE003');
    const view = await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers });
    expect(view.json().data.invoice).toMatchObject({ root: '4', preview: 'RE004' });
    // Going back to a number already issued is refused, on the field that holds it.
    const back = await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE', root: '2', padding: 3 });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({ code: '9510', fields: { root: '9510' } });
    // The service series is a series of its own, with a prefix of its own from the start.
    expect(await t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'SERVICE_INVOICE'))).toBe(
      'SR-1',
    );
  });

  it('refuses counting back in the same form (422 9553), even to a number never issued; a new form starts anywhere', async () => {
    const user = await createCompanyUser(t);
    await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '1000', suffix: '/26' });
    const issue = () => t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE'));
    expect([await issue(), await issue()]).toEqual(['RE-1000/26', 'RE-1001/26']);
    const back = await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '999', suffix: '/26' });
    expect(back.statusCode).toBe(422);
    expect(back.json().error).toMatchObject({ code: '9553', fields: { root: '9553' } });
    expect(await issue()).toBe('RE-1002/26');
    // Forward in the same form, or a new year's form from 1.
    expect(
      (await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '1100', suffix: '/26' })).statusCode,
    ).toBe(200);
    expect(
      (await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '1', suffix: '/27' })).statusCode,
    ).toBe(200);
    expect(await issue()).toBe('RE-1/27');
  });

  it('never issues one number in both series: the service series skips what the standard one issued, and the reverse', async () => {
    const user = await createCompanyUser(t);
    // Two forms that overlap: plain numbers from 10, and "1" followed by numbers from 0 (10, 11, …).
    expect((await put(user.headers, '/api/user/company/invoice-number', { prefix: '', root: '10' })).statusCode).toBe(200);
    expect((await put(user.headers, '/api/user/company/service-invoice-number', { prefix: '1', root: '0' })).statusCode).toBe(
      200,
    );
    const issue = (kind: 'DEFAULT_INVOICE' | 'SERVICE_INVOICE') =>
      t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, kind));
    expect(await issue('DEFAULT_INVOICE')).toBe('10');
    expect(await issue('SERVICE_INVOICE')).toBe('11');
    expect(await issue('DEFAULT_INVOICE')).toBe('12');
    // A number typed by hand is checked against both series too.
    await expect(t.ctx.database.db.transaction((tx) => recordTypedInvoiceNumber(tx, user.companyId, '11'))).rejects.toMatchObject(
      { code: '9510' },
    );
    // And a template whose next number the other series issued is refused.
    const taken = await put(user.headers, '/api/user/company/service-invoice-number', { prefix: '1', root: '2' });
    expect(taken.json().error).toMatchObject({ code: '9510', fields: { root: '9510' } });
  });

  it("refuses a template of the other series' form (422 9211): the two would take turns at one row of numbers", async () => {
    const user = await createCompanyUser(t);
    expect((await put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '1' })).statusCode).toBe(200);
    const same = await put(user.headers, '/api/user/company/service-invoice-number', { prefix: 'RE-', root: '500' });
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toMatchObject({ code: '9211', fields: { prefix: '9211' } });
    // Back to the form of the service series' default: refused as well, the other way round.
    const plain = await put(user.headers, '/api/user/company/invoice-number', { prefix: 'SR-', root: '1' });
    expect(plain.json().error).toMatchObject({ code: '9211', fields: { prefix: '9211' } });
  });

  it('queues two series that issue the same number at once: one gets it, the other the next', async () => {
    const user = await createCompanyUser(t);
    expect(
      (await put(user.headers, '/api/user/company/service-invoice-number', { prefix: '', root: '5', suffix: '', padding: 2 }))
        .statusCode,
    ).toBe(200);
    expect((await put(user.headers, '/api/user/company/invoice-number', { prefix: '0', root: '5' })).statusCode).toBe(200);
    const pool = openDatabase(t.ctx.database.url, { max: 4 });
    try {
      let numbered: () => void = () => {};
      const hasNumber = new Promise<void>((resolve) => (numbered = resolve));
      // The standard series issues "05" and holds its transaction open while the service series asks for "05".
      const first = pool.db.transaction(async (tx) => {
        const number = await allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE');
        numbered();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return number;
      });
      await hasNumber;
      const second = pool.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'SERVICE_INVOICE'));
      expect(await Promise.all([first, second])).toEqual(['05', '06']);
    } finally {
      await pool.close();
    }
  });

  it('skips a number typed by hand before, in the same transaction, instead of failing every time', async () => {
    const user = await createCompanyUser(t);
    const config = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/company/configurations/invoice-numbering',
        headers: user.headers,
        payload: { config_value: value },
      });
    expect((await config('off')).statusCode).toBe(200);
    expect(await t.ctx.database.db.transaction((tx) => recordTypedInvoiceNumber(tx, user.companyId, '1002'))).toBe('1002');
    expect((await config('on')).statusCode).toBe(200);
    expect((await put(user.headers, '/api/user/company/invoice-number', { prefix: '', root: '1001' })).statusCode).toBe(200);
    const issue = () => t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE'));
    expect([await issue(), await issue(), await issue()]).toEqual(['1001', '1003', '1004']);
    const view = await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers });
    expect(view.json().data.invoice.preview).toBe('1005');
  });

  it('gives up with 409 9510 after 1000 numbers in a row that were all issued before', async () => {
    const user = await createCompanyUser(t);
    await put(user.headers, '/api/user/company/invoice-number', { prefix: 'T', root: '1' });
    await t.ctx.database.db.transaction(async (tx) => {
      for (let counter = 1; counter <= 1000; counter += 1) await recordTypedInvoiceNumber(tx, user.companyId, `T${counter}`);
    });
    await expect(
      t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE')),
    ).rejects.toMatchObject({ code: '9510', status: 409 });
    // The refusal rolled the skipped counters back: the series still starts where it was.
    const view = await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: user.headers });
    expect(view.json().data.invoice.preview).toBe('T1');
  });

  it("keeps each company's numbering to itself", async () => {
    const owner = await createCompanyUser(t);
    const stranger = await createCompanyUser(t);
    await put(owner.headers, '/api/user/company/invoice-number', { prefix: 'OWN', root: '500' });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/user/company/invoice-numbering', headers: stranger.headers });
    expect(theirs.json().data.invoice.preview).toBe('1');
    expect(await t.ctx.database.db.transaction((tx) => allocateInvoiceNumber(tx, stranger.companyId, 'DEFAULT_INVOICE'))).toBe(
      '1',
    );
  });

  it('allocates 200 numbers from 20 parallel transactions: 1..200, no gap, no duplicate', async () => {
    const user = await createCompanyUser(t);
    const pool = openDatabase(t.ctx.database.url, { max: 20 });
    try {
      const started = performance.now();
      const batches = await Promise.all(
        Array.from({ length: 20 }, () =>
          pool.db.transaction(async (tx) => {
            const numbers: string[] = [];
            for (let i = 0; i < 10; i += 1) numbers.push(await allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE'));
            return numbers;
          }),
        ),
      );
      const elapsed = performance.now() - started;
      const numbers = batches
        .flat()
        .map(Number)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      // Each transaction's numbers are consecutive: the series row is held until it commits.
      for (const batch of batches) expect(Number(batch.at(-1)) - Number(batch[0])).toBe(9);
      console.log(`invoice numbers under contention: 200 in ${elapsed.toFixed(0)} ms, ${(elapsed / 200).toFixed(2)} ms each`);
    } finally {
      await pool.close();
    }
  });
});

describe('lock order', () => {
  // The issuing transaction takes the company's row before the series (the foreign-key checks of the
  // series and issued-number rows share-lock it), the settings take it for update first: they wait.
  it('lets a dealer save the numbering settings while an invoice is being issued and counted: one waits, neither deadlocks', async () => {
    const user = await createCompanyUser(t);
    const pool = openDatabase(t.ctx.database.url, { max: 4 });
    try {
      let numbered: () => void = () => {};
      const hasNumber = new Promise<void>((resolve) => (numbered = resolve));
      // The document job's order: a number from the series, a render, then the file counted on the company's row.
      const issuing = pool.db.transaction(async (tx) => {
        const number = await allocateInvoiceNumber(tx, user.companyId, 'DEFAULT_INVOICE');
        numbered();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await reserveStorage(tx, user.companyId, 1000);
        return number;
      });
      await hasNumber;
      const settings = put(user.headers, '/api/user/company/invoice-number', { prefix: 'RE-', root: '500' });
      const [number, saved] = await Promise.all([issuing, settings]);
      expect(number).toBe('1');
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.invoice.preview).toBe('RE-500');
    } finally {
      await pool.close();
    }
  });
});

describe('custom templates', () => {
  it('stores layout and texts of invoices and contracts per company', async () => {
    const user = await createCompanyUser(t);
    const stranger = await createCompanyUser(t);
    const initial = await t.app.inject({ method: 'GET', url: '/api/user/company/custom-templates', headers: user.headers });
    expect(initial.json().data.invoice_template).toEqual({ layout: 'CLASSIC', header_note: null, footer: null, terms: null });
    const payload = {
      invoice_template: {
        layout: 'MODERN',
        header_note: 'Vielen Dank für Ihren Einkauf!',
        footer: 'Autohaus Sonne GmbH · Amtsgericht München HRB 123456',
        terms: '',
      },
      contract_template: {
        layout: 'COMPACT',
        header_note: '',
        footer: null,
        terms: 'Es gelten die ZDK-Gebrauchtwagen-Verkaufsbedingungen.',
      },
    };
    const saved = await put(user.headers, '/api/user/company/custom-templates', payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      invoice_template: {
        layout: 'MODERN',
        header_note: 'Vielen Dank für Ihren Einkauf!',
        footer: payload.invoice_template.footer,
        terms: null,
      },
      contract_template: { layout: 'COMPACT', header_note: null, footer: null, terms: payload.contract_template.terms },
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/user/company/custom-templates', headers: user.headers });
    expect(again.json().data).toEqual(saved.json().data);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/user/company/custom-templates', headers: stranger.headers });
    expect(theirs.json().data.invoice_template.layout).toBe('CLASSIC');
    const bad = await put(user.headers, '/api/user/company/custom-templates', {
      invoice_template: { layout: 'FANCY' },
      contract_template: { header_note: 'x'.repeat(300) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ 'invoice_template.layout': '5015', 'contract_template.header_note': '5011' });
    expect(bad.json().error.allowed).toEqual({ 'invoice_template.layout': ['CLASSIC', 'MODERN', 'COMPACT'] });
  });
});
