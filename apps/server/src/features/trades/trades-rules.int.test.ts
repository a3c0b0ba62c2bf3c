import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { getSale, saveStep, tradeCount } from '../../test/trades-factories';
import { addVehicle, insertVehicles } from '../../test/vehicles-factories';

// The sale's rules through the HTTP API: each broken rule refused at its field (422), in
// the language of the request, and nothing saved; against the real PostgreSQL.

const t = useTestContext();
let dealer: CompanyUser;
let privateBuyer: string;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  privateBuyer = (await createCustomer(t, dealer.companyId)).id;
});

describe('the sale’s rules: 422 with the broken rule at its field, nothing saved', () => {
  const expectRefused = async (res: Awaited<ReturnType<typeof saveStep>>, fields: Record<string, string>) => {
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual(fields);
  };

  it('price 0 (9501), deposit over the price (9502), unknown document type (9506)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 0 } }), { gross_price: '9501' });
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toBeNull();
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, deposit: 100_001 } }), {
      deposit: '9502',
    });
    expect(await tradeCount(t, vehicleId)).toBe(0);
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, docType: 'LEASING', body: { grossPrice: 100_000 } }), {
      document_type: '9506',
    });
    expect(await tradeCount(t, vehicleId)).toBe(0);

    await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, deposit: 50_000 } });
    // Lowering the price under the stored deposit breaks the rule on the merged trade.
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 40_000 } }), { deposit: '9502' });
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({
      gross_price: 100_000,
      deposit: 50_000,
    });
    await expectRefused(
      await saveStep(t, { user: dealer, vehicleId, body: { documents: ['INVOICE', 'LEASING' as 'INVOICE'] } }),
      { 'documents.1': '9506' },
    );
  });

  it('VAT at 0 % without §4 Nr. 1a or 1b (9513); no VAT without a section only for a small business (§19 UStG, 9550)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, vat: true, vatRate: 0 } }), {
      vat_rate: '9513',
    });
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, vat: false, vatRate: 0 } }), {
      vat: '9550',
    });
    expect(await tradeCount(t, vehicleId)).toBe(0);
    const exported = await saveStep(t, {
      user: dealer,
      vehicleId,
      body: { grossPrice: 100_000, vat: false, sectionType: '4.1a' },
    });
    expect(exported.statusCode).toBe(200);

    const small = await createCompanyUser(t, { smallBusiness: true });
    const smallVehicle = await addVehicle(t, small.companyId);
    const smallBusiness = await saveStep(t, {
      user: small,
      vehicleId: smallVehicle,
      body: { grossPrice: 100_000, vat: false, vatRate: 0 },
    });
    expect(smallBusiness.statusCode).toBe(200);
    expect(dataOf(smallBusiness)).toMatchObject({ amounts: { taxation: 'NO_VAT', vat_cents: 0 } });
  });

  it('§4 Nr. 1b when the seller has no VAT id of its own (9514)', async () => {
    const seller = await createCompanyUser(t);
    const buyer = (
      await createCustomer(t, seller.companyId, {
        type: 'BUSINESS',
        companyName: 'Auto Linz GmbH',
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      })
    ).id;
    await t.ctx.database.db.update(companies).set({ vatId: null }).where(eq(companies.id, seller.companyId));
    const [vehicleId] = (await insertVehicles(t, seller.companyId, [{}])) as [string];
    await expectRefused(
      await saveStep(t, { user: seller, vehicleId, body: { customerId: buyer, grossPrice: 100_000, sectionType: '4.1b' } }),
      {
        section_type: '9514',
      },
    );
    await t.ctx.database.db.update(companies).set({ vatId: 'DE136695976' }).where(eq(companies.id, seller.companyId));
    expect(
      (await saveStep(t, { user: seller, vehicleId, body: { customerId: buyer, grossPrice: 100_000, sectionType: '4.1b' } }))
        .statusCode,
    ).toBe(200);
  });

  it('§4 Nr. 1b without the buyer’s VAT id (9503) or with a German one (9504)', async () => {
    const withoutVatId = (
      await createCustomer(t, dealer.companyId, { type: 'BUSINESS', companyName: 'Auto Wien GmbH', vatId: null })
    ).id;
    const germanVatId = (
      await createCustomer(t, dealer.companyId, { type: 'BUSINESS', companyName: 'Auto Köln GmbH', vatId: 'DE136695976' })
    ).id;
    const austrianVatId = (
      await createCustomer(t, dealer.companyId, {
        type: 'BUSINESS',
        companyName: 'Auto Graz GmbH',
        vatId: 'ATU13585627',
        countryId: 16,
        postalCode: '1010',
        city: 'Wien',
      })
    ).id;
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId: withoutVatId, grossPrice: 100_000, sectionType: '4.1b' },
      }),
      {
        section_type: '9503',
      },
    );
    await expectRefused(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId: germanVatId, grossPrice: 100_000, sectionType: '4.1b' },
      }),
      {
        section_type: '9504',
      },
    );
    const intraEu = await saveStep(t, {
      user: dealer,
      vehicleId,
      body: { customerId: austrianVatId, grossPrice: 100_000, sectionType: '4.1b', warranty: 'EXCLUDED' },
    });
    expect(intraEu.statusCode).toBe(200);
    expect(dataOf(intraEu)).toMatchObject({
      effective_trade_type: 'BUSINESS',
      amounts: { taxation: 'INTRA_EU', vat_cents: 0 },
    });
  });

  it('§25a for a vehicle bought on an invoice with VAT shown (9515); bought under §25a it is fine', async () => {
    const regular = await addVehicle(t, dealer.companyId, {
      purchasePrice: 1_190_000,
      purchaseTaxation: 'REGULAR',
      purchaseVatRate: 19,
    });
    await expectRefused(
      await saveStep(t, { user: dealer, vehicleId: regular, body: { grossPrice: 1_500_000, sectionType: '25' } }),
      { section_type: '9515' },
    );
    expect(dataOf(await saveStep(t, { user: dealer, vehicleId: regular, body: { grossPrice: 1_500_000 } }))).toMatchObject({
      purchase_taxation: 'REGULAR',
      amounts: { taxation: 'STANDARD', vat_cents: 239_496 },
    });
    const margin = await addVehicle(t, dealer.companyId, { purchasePrice: 1_000_000, purchaseTaxation: 'MARGIN' });
    expect(
      (await saveStep(t, { user: dealer, vehicleId: margin, body: { grossPrice: 1_500_000, sectionType: '25' } })).statusCode,
    ).toBe(200);
  });

  it('an export to a buyer in the EU (9516) and an intra-EU supply to an address outside it or in Germany (9517)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId: privateBuyer, grossPrice: 100_000, sectionType: '4.1a' },
      }),
      {
        section_type: '9516',
      },
    );
    const swiss = (
      await createCustomer(t, dealer.companyId, {
        type: 'BUSINESS',
        companyName: 'Garage Basel AG',
        vatId: 'ATU13585627',
        countryId: 217,
        postalCode: '4051',
        city: 'Basel',
      })
    ).id;
    const atGermanAddress = (
      await createCustomer(t, dealer.companyId, { type: 'BUSINESS', companyName: 'Auto Graz GmbH', vatId: 'ATU13585627' })
    ).id;
    for (const customerId of [swiss, atGermanAddress]) {
      await expectRefused(
        await saveStep(t, { user: dealer, vehicleId, body: { customerId, grossPrice: 100_000, sectionType: '4.1b' } }),
        { section_type: '9517' },
      );
    }
    expect(
      (await saveStep(t, { user: dealer, vehicleId, body: { customerId: swiss, grossPrice: 100_000, sectionType: '4.1a' } }))
        .statusCode,
    ).toBe(200);
  });

  it('an invoice date after today (9518)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(
      await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, invoiceDate: '2026-06-16' } }),
      { invoice_date: '9518' },
    );
    expect(
      (await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, invoiceDate: '2026-06-15' } })).statusCode,
    ).toBe(200);
  });

  it('an invoice date before the vehicle’s purchase in Kontor (9536); its day is fine, a vehicle bought elsewhere has no bound', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { purchasedOn: '2026-06-10' });
    await expectRefused(
      await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, invoiceDate: '2026-06-09' } }),
      { invoice_date: '9536' },
    );
    expect(await tradeCount(t, vehicleId)).toBe(0);
    const saved = await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, invoiceDate: '2026-06-10' } });
    expect(dataOf(saved)).toMatchObject({ invoice_date: '2026-06-10', vehicle_purchased_on: '2026-06-10' });
    const elsewhere = await addVehicle(t, dealer.companyId, { purchasedOn: null });
    expect(
      (await saveStep(t, { user: dealer, vehicleId: elsewhere, body: { grossPrice: 100_000, invoiceDate: '2026-01-02' } }))
        .statusCode,
    ).toBe(200);
  });

  it('no or unknown accident damage for a vehicle recorded as not accident-free (9534); the damage stated is fine', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId, { accidentFree: false });
    // Stated with the trade's first save: nothing is created.
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, damaged: 'NO_ACCIDENT' } }), {
      damaged: '9534',
    });
    expect(await tradeCount(t, vehicleId)).toBe(0);
    expect(dataOf(await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000 } }))).toMatchObject({
      damaged: 'REPAIRED',
    });
    for (const damaged of ['NO_ACCIDENT', 'UNKNOWN'] as const) {
      await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { damaged } }), { damaged: '9534' });
    }
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({ damaged: 'REPAIRED' });
    // The dealer's record changes to not accident-free after "no accident damage" was saved: the next save says so.
    const later = await addVehicle(t, dealer.companyId, { accidentFree: true });
    await saveStep(t, { user: dealer, vehicleId: later, body: { grossPrice: 100_000 } });
    await t.ctx.database.db.update(vehicles).set({ accidentFree: false }).where(eq(vehicles.id, later));
    await expectRefused(await saveStep(t, { user: dealer, vehicleId: later, body: { grossPrice: 110_000 } }), {
      damaged: '9534',
    });
  });

  it('§25a without any purchase price (9505); with the vehicle’s it is fine', async () => {
    const withoutPrice = await addVehicle(t, dealer.companyId, { purchasePrice: null });
    await expectRefused(
      await saveStep(t, { user: dealer, vehicleId: withoutPrice, body: { grossPrice: 100_000, sectionType: '25' } }),
      { purchase_price: '9505' },
    );
    const withPrice = await addVehicle(t, dealer.companyId, { purchasePrice: 80_000 });
    expect(
      (await saveStep(t, { user: dealer, vehicleId: withPrice, body: { grossPrice: 100_000, sectionType: '25' } })).statusCode,
    ).toBe(200);
  });

  it('excluded liability for defects towards a private buyer (9507)', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    await expectRefused(
      await saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId: privateBuyer, grossPrice: 100_000, warranty: 'EXCLUDED' },
      }),
      { warranty: '9507' },
    );
    // Towards no buyer yet it cannot be judged; the rule bites as soon as the private buyer is chosen.
    expect((await saveStep(t, { user: dealer, vehicleId, body: { grossPrice: 100_000, warranty: 'EXCLUDED' } })).statusCode).toBe(
      200,
    );
    await expectRefused(await saveStep(t, { user: dealer, vehicleId, body: { customerId: privateBuyer } }), {
      warranty: '9507',
    });
    expect(dataOf(await getSale(t, { user: dealer, vehicleId }))).toMatchObject({ customer_id: null });
  });

  it('excluded liability for defects in an export to a private person (9507); to a business it may be excluded', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const exportTo = (customerId: string) =>
      saveStep(t, {
        user: dealer,
        vehicleId,
        body: { customerId, grossPrice: 100_000, sectionType: '4.1a', warranty: 'EXCLUDED' },
      });
    const swissPerson = (await createCustomer(t, dealer.companyId, { countryId: 217, postalCode: '8001', city: 'Zürich' })).id;
    await expectRefused(await exportTo(swissPerson), { warranty: '9507' });
    const business = (
      await createCustomer(t, dealer.companyId, {
        type: 'BUSINESS',
        companyName: 'Garage Zürich AG',
        vatId: null,
        countryId: 217,
        postalCode: '8001',
        city: 'Zürich',
      })
    ).id;
    const toBusiness = await exportTo(business);
    expect(toBusiness.statusCode).toBe(200);
    expect(dataOf(toBusiness)).toMatchObject({ effective_trade_type: 'EXPORT', warranty: 'EXCLUDED' });
  });

  it('answers the message in the language of the request', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const body = { grossPrice: 100_000, deposit: 200_000 };
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`,
      headers: { ...dealer.headers, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { gross_price: body.grossPrice, deposit: body.deposit },
    });
    expect(errorOf(english)).toEqual({
      code: '9502',
      message: 'The deposit cannot exceed the price',
      fields: { deposit: '9502' },
    });
    const german = await t.app.inject({
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`,
      headers: { ...dealer.headers, 'accept-language': 'de-DE' },
      payload: { gross_price: body.grossPrice, deposit: body.deposit },
    });
    expect(errorOf(german)).toEqual({
      code: '9502',
      message: 'Die Anzahlung darf den Preis nicht übersteigen',
      fields: { deposit: '9502' },
    });
    const zero = await t.app.inject({
      method: 'POST',
      url: `/api/user/vehicles/${vehicleId}/trades/SELLING/INVOICE`,
      headers: { ...dealer.headers, 'accept-language': 'en' },
      payload: { gross_price: 0 },
    });
    expect(errorOf(zero)).toMatchObject({ code: '9501', message: 'The price must be greater than 0' });
  });
});
