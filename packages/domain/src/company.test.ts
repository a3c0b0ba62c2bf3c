import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_TYPES } from './constants';
import { countryByIso2 } from './countries';
import {
  bankSchema,
  companyFullName,
  companyRepresentativeRole,
  companySchema,
  type CompanyType,
  deriveCompanyStatus,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  isValidGermanVatId,
  isValidRegisterNumber,
  isValidTaxNumber,
  isValidWebsite,
  requiredCompanyDocuments,
  summarizeCompanyDocuments,
  toE164,
} from './company';

const valid = {
  legalName: 'Autohaus Sonne GmbH',
  type: 'GMBH',
  streetAddress: 'Hauptstraße',
  houseNumber: '12a',
  countryId: '82',
  city: 'München',
  postalCode: '80331',
  taxNumber: '143/123/45678',
  vatId: 'DE 136 695 976',
  commercialRegisterNumber: 'hrb 123456',
  commercialRegisterName: 'Amtsgericht München',
  website: 'www.autohaus-sonne.de',
  owner: 'Max Mustermann',
  phone: '+49 151 12345678',
  email: 'Info@Autohaus-Sonne.de',
  fax: '089 1234567',
  landlineNumber: '',
  bankName: 'Stadtsparkasse München',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
};

function fieldsOf(input: Record<string, unknown>) {
  const result = companySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

// A valid German VAT id for any 8 leading digits: compute the check digit as the standard does.
function withCheckDigit(eight: string): string {
  let product = 10;
  for (const digit of eight) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return `DE${eight}${(11 - product) % 10}`;
}

describe('companySchema', () => {
  it('accepts a full company from multipart strings and normalises it', () => {
    const parsed = companySchema.parse(valid);
    expect(parsed).toMatchObject({
      countryId: 82,
      vatId: 'DE136695976',
      commercialRegisterNumber: 'HRB 123456',
      phone: '+4915112345678',
      email: 'info@autohaus-sonne.de',
      fax: '+49891234567',
      landlineNumber: null,
      additionalAddress: null,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
  });

  it('names every required field with 0001', () => {
    expect(fieldsOf({})).toMatchObject({
      legalName: '0001',
      type: '0001',
      streetAddress: '0001',
      houseNumber: '0001',
      city: '0001',
      postalCode: '0001',
      owner: '0001',
      bankName: '0001',
      iban: '0001',
      bic: '0001',
    });
    expect(fieldsOf({ ...valid, taxNumber: '', vatId: '' })).toEqual({ taxNumber: '0001', vatId: '0001' });
    expect(fieldsOf({ ...valid, commercialRegisterNumber: '' })).toEqual({ commercialRegisterNumber: '0001' });
    expect(fieldsOf({ ...valid, type: 'EINZELUNTERNEHMER', commercialRegisterNumber: '', commercialRegisterName: '' })).toEqual(
      {},
    );
  });

  it('gives each wrong value its code', () => {
    expect(fieldsOf({ ...valid, houseNumber: '123456789' })).toEqual({ houseNumber: '9201' });
    expect(fieldsOf({ ...valid, postalCode: '8033' })).toEqual({ postalCode: '0027' });
    expect(fieldsOf({ ...valid, countryId: '16', postalCode: '80331', vatId: 'ATU13585627' })).toEqual({ postalCode: '0027' });
    expect(fieldsOf({ ...valid, countryId: '16', postalCode: '1010', vatId: 'ATU13585627' })).toEqual({});
    expect(fieldsOf({ ...valid, countryId: '9999' })).toMatchObject({ countryId: '0001' });
    expect(fieldsOf({ ...valid, vatId: 'DE136695977' })).toEqual({ vatId: '9403' });
    expect(fieldsOf({ ...valid, vatId: 'ATU13585627' })).toEqual({ vatId: '9404' });
    expect(fieldsOf({ ...valid, vatId: 'DE13669597' })).toEqual({ vatId: '9202' });
    expect(fieldsOf({ ...valid, taxNumber: '12345' })).toEqual({ taxNumber: '9203' });
    expect(fieldsOf({ ...valid, commercialRegisterNumber: 'HRC 1' })).toEqual({ commercialRegisterNumber: '9204' });
    expect(fieldsOf({ ...valid, website: 'not a site' })).toEqual({ website: '9205' });
    expect(fieldsOf({ ...valid, iban: 'DE89370400440532013001' })).toEqual({ iban: '9206' });
    expect(fieldsOf({ ...valid, bic: 'COBADE' })).toEqual({ bic: '9207' });
    expect(fieldsOf({ ...valid, fax: '123' })).toEqual({ fax: '9208' });
    expect(fieldsOf({ ...valid, phone: '12345' })).toEqual({ phone: '9124' });
    expect(fieldsOf({ ...valid, email: 'nope' })).toEqual({ email: '9027' });
    expect(fieldsOf({ ...valid, type: 'SARL' })).toEqual({ type: '0001' });
  });
});

describe('the company’s own VAT id follows its country', () => {
  const at = { ...valid, countryId: String(countryByIso2('AT')!.id), postalCode: '1010', taxNumber: '' };
  const gr = { ...valid, countryId: String(countryByIso2('GR')!.id), postalCode: '10431', taxNumber: '' };
  const ch = { ...valid, countryId: String(countryByIso2('CH')!.id), postalCode: '8001', taxNumber: '' };

  // Austrian ids published as valid by python-stdnum (ATU13585627) and jsvat (ATU10223006); the same
  // numbers with another check digit are refused by both.
  it('takes an Austrian company’s ATU number by its check digit', () => {
    for (const vatId of ['ATU13585627', 'atu 102 230 06']) expect(fieldsOf({ ...at, vatId }), vatId).toEqual({});
    for (const vatId of ['ATU13585628', 'ATU10223007']) expect(fieldsOf({ ...at, vatId }), vatId).toEqual({ vatId: '9403' });
    expect(fieldsOf({ ...at, vatId: 'ATU1358562' })).toEqual({ vatId: '9401' });
    expect(fieldsOf({ ...at, vatId: 'DE136695976' })).toEqual({ vatId: '9404' });
  });

  it('asks a Greek company for EL, not GR (jsvat’s and python-stdnum’s published ids)', () => {
    expect(fieldsOf({ ...gr, vatId: 'EL094012834' })).toEqual({});
    expect(fieldsOf({ ...gr, vatId: 'EL094259216' })).toEqual({});
    expect(fieldsOf({ ...gr, vatId: 'EL094012835' })).toEqual({ vatId: '9403' });
    expect(fieldsOf({ ...gr, vatId: 'GR094012834' })).toEqual({ vatId: '9404' });
  });

  it('takes a number outside the EU by its country code only, no EU id', () => {
    expect(fieldsOf({ ...ch, vatId: 'CHE-116.281.710 MWST' })).toEqual({});
    expect(fieldsOf({ ...ch, vatId: 'ATU13585627' })).toEqual({ vatId: '9404' });
  });

  it('takes the tax and register numbers of a company abroad as its state writes them, the German forms for a German one', () => {
    const firmenbuch = { ...at, vatId: 'ATU13585627', commercialRegisterNumber: 'FN 123456 a', taxNumber: '12-345/6789' };
    expect(fieldsOf(firmenbuch)).toEqual({});
    expect(companySchema.parse(firmenbuch)).toMatchObject({ commercialRegisterNumber: 'FN 123456 a', taxNumber: '12-345/6789' });
    expect(fieldsOf({ ...firmenbuch, commercialRegisterNumber: 'FN#123', taxNumber: '-1' })).toEqual({
      commercialRegisterNumber: '9405',
      taxNumber: '9405',
    });
    expect(fieldsOf({ ...ch, vatId: 'CHE-116.281.710', commercialRegisterNumber: 'CHE-116.281.710' })).toEqual({});
    expect(fieldsOf({ ...valid, commercialRegisterNumber: 'FN 123456 a' })).toEqual({ commercialRegisterNumber: '9204' });
    expect(companySchema.parse({ ...valid, commercialRegisterNumber: 'hrb 12345 b' }).commercialRegisterNumber).toBe(
      'HRB 12345 B',
    );
  });

  it('keeps the German rule for a German company', () => {
    expect(companySchema.parse({ ...valid, vatId: 'de 136.695.976' }).vatId).toBe('DE136695976');
    expect(fieldsOf({ ...valid, vatId: 'DE136695977' })).toEqual({ vatId: '9403' });
  });
});

describe('identifiers', () => {
  it('checks the German VAT id check digit', () => {
    expect(isValidGermanVatId('DE136695976')).toBe(true);
    expect(isValidGermanVatId('DE036695976')).toBe(false);
    expect(isValidGermanVatId('DE13669597')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), fc.integer({ min: 1, max: 9 }), (eight, shift) => {
        const id = withCheckDigit(eight);
        const wrong = `${id.slice(0, 10)}${(Number(id[10]) + shift) % 10}`;
        return isValidGermanVatId(id) && !isValidGermanVatId(wrong);
      }),
    );
  });

  it('takes the tax number in the state forms and the ELSTER form', () => {
    for (const good of ['143/123/45678', '21/815/08150', '133/8150/8159', '013 815 08153', '9181081508155', '1438150815']) {
      expect(isValidTaxNumber(good), good).toBe(true);
    }
    for (const bad of ['12345', '143-123-45678', 'DE136695976', '12345678901234']) expect(isValidTaxNumber(bad), bad).toBe(false);
  });

  it('knows register numbers, websites and phone numbers', () => {
    expect(isValidRegisterNumber('HRB 12345 B')).toBe(true);
    expect(isValidRegisterNumber('HRA9876')).toBe(true);
    expect(isValidRegisterNumber('HR 1')).toBe(false);
    expect(isValidWebsite('https://autohaus.de/impressum')).toBe(true);
    expect(isValidWebsite('autohaus.de')).toBe(true);
    expect(isValidWebsite('ftp://autohaus.de')).toBe(false);
    expect(isValidWebsite('autohaus')).toBe(false);
    expect(toE164('030 1234567')).toBe('+49301234567');
    expect(toE164('+43 1 5123456')).toBe('+4315123456');
    expect(toE164('12')).toBeUndefined();
  });

  it('normalises the bank data', () => {
    expect(bankSchema.parse({ bankName: 'Bank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBA DE FF XXX' })).toEqual({
      bankName: 'Bank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
  });
});

describe('deriveCompanyStatus', () => {
  const statuses = fc.array(fc.constantFrom<DocumentStatus>(...DOCUMENT_STATUSES), { minLength: 4, maxLength: 4 });

  // A missing document makes the company UNVERIFIED, not REJECTED: only a rejected document rejects it.
  it.each<[DocumentStatus[], string]>([
    [['UNVERIFIED', 'UNVERIFIED', 'UNVERIFIED', 'UNVERIFIED'], 'UNVERIFIED'],
    [['VERIFYING', 'UNVERIFIED', 'UNVERIFIED', 'UNVERIFIED'], 'UNVERIFIED'],
    [['VERIFIED', 'VERIFIED', 'VERIFIED', 'UNVERIFIED'], 'UNVERIFIED'],
    [['VERIFIED', 'VERIFYING', 'UNVERIFIED', 'VERIFIED'], 'UNVERIFIED'],
    [['VERIFYING', 'VERIFYING', 'VERIFYING', 'VERIFYING'], 'VERIFYING'],
    [['VERIFIED', 'VERIFIED', 'VERIFYING', 'VERIFIED'], 'VERIFYING'],
    [['VERIFYING', 'VERIFIED', 'VERIFYING', 'VERIFIED'], 'VERIFYING'],
    [['VERIFIED', 'VERIFIED', 'VERIFIED', 'VERIFIED'], 'VERIFIED'],
    [['VERIFIED', 'VERIFIED', 'VERIFIED', 'REJECTED'], 'REJECTED'],
    [['REJECTED', 'UNVERIFIED', 'UNVERIFIED', 'UNVERIFIED'], 'REJECTED'],
    [['REJECTED', 'VERIFYING', 'VERIFIED', 'UNVERIFIED'], 'REJECTED'],
    [[], 'UNVERIFIED'],
  ])('%j → %s', (list, expected) => {
    expect(deriveCompanyStatus(list)).toBe(expected);
  });

  it('is REJECTED only when one is rejected, UNVERIFIED when one is missing, VERIFIED only when all are', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const status = deriveCompanyStatus(list);
        if (list.includes('REJECTED')) return status === 'REJECTED';
        if (list.includes('UNVERIFIED')) return status === 'UNVERIFIED';
        if (list.every((s) => s === 'VERIFIED')) return status === 'VERIFIED';
        return status === 'VERIFYING';
      }),
    );
  });

  it('does not depend on the order of the documents', () => {
    fc.assert(fc.property(statuses, (list) => deriveCompanyStatus(list) === deriveCompanyStatus([...list].reverse())));
  });
});

describe('summarizeCompanyDocuments', () => {
  it('names the missing types and the rejected ones with the reason', () => {
    expect(summarizeCompanyDocuments([])).toEqual({
      status: 'UNVERIFIED',
      missing: ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'],
      rejected: [],
    });
    expect(
      summarizeCompanyDocuments([
        { type: 'TRADE_REGISTER', status: 'VERIFIED', reason: null },
        { type: 'OWNER_PASSPORT', status: 'VERIFYING', reason: null },
        { type: 'COMPANY_LOGO', status: 'UNVERIFIED', reason: null },
      ]),
    ).toEqual({ status: 'UNVERIFIED', missing: ['COMPANY_LOGO', 'BUSINESS_REGISTRATION'], rejected: [] });
    expect(
      summarizeCompanyDocuments([
        { type: 'TRADE_REGISTER', status: 'REJECTED', reason: 'Auszug älter als 6 Monate' },
        { type: 'OWNER_PASSPORT', status: 'VERIFYING', reason: null },
        { type: 'COMPANY_LOGO', status: 'VERIFIED', reason: null },
        { type: 'BUSINESS_REGISTRATION', status: 'VERIFIED', reason: null },
      ]),
    ).toEqual({ status: 'REJECTED', missing: [], rejected: [{ type: 'TRADE_REGISTER', reason: 'Auszug älter als 6 Monate' }] });
  });

  it('leaves out what the legal form does not require: a sole trader is verified without a register extract', () => {
    const verified = (type: 'COMPANY_LOGO' | 'OWNER_PASSPORT' | 'BUSINESS_REGISTRATION') => ({
      type,
      status: 'VERIFIED' as const,
      reason: null,
      required: true,
    });
    expect(
      summarizeCompanyDocuments([
        verified('COMPANY_LOGO'),
        verified('OWNER_PASSPORT'),
        verified('BUSINESS_REGISTRATION'),
        { type: 'TRADE_REGISTER', status: 'UNVERIFIED', reason: null, required: false },
      ]),
    ).toEqual({ status: 'VERIFIED', missing: [], rejected: [] });
  });
});

describe('requiredCompanyDocuments', () => {
  it('asks for the commercial-register extract only of a legal form entered in the register', () => {
    const all = ['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION', 'TRADE_REGISTER'];
    for (const type of ['GMBH', 'UG', 'AG', 'KG', 'OHG', 'EK', 'GMBH_CO_KG'] as const)
      expect(requiredCompanyDocuments(type)).toEqual(all);
    for (const type of ['EINZELUNTERNEHMER', 'GBR', 'NONE', 'LIMITED'] as const)
      expect(requiredCompanyDocuments(type)).toEqual(['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION']);
  });
});

describe('companyFullName', () => {
  it.each<[string, CompanyType, string]>([
    ['Autohaus Händler', 'GMBH', 'Autohaus Händler GmbH'],
    ['Autohaus Händler GmbH', 'GMBH', 'Autohaus Händler GmbH'],
    ['Autohaus Händler gmbh', 'GMBH', 'Autohaus Händler gmbh'],
    ['Autohaus Händler', 'UG', 'Autohaus Händler UG (haftungsbeschränkt)'],
    ['Autohaus Händler UG (haftungsbeschränkt)', 'UG', 'Autohaus Händler UG (haftungsbeschränkt)'],
    ['Autohaus Händler UG', 'UG', 'Autohaus Händler UG (haftungsbeschränkt)'],
    ['Autohaus Händler ug', 'UG', 'Autohaus Händler ug (haftungsbeschränkt)'],
    ['Autohaus Händler UG (haftungsbeschraenkt)', 'UG', 'Autohaus Händler UG (haftungsbeschraenkt)'],
    ['Autohaus Händler', 'AG', 'Autohaus Händler AG'],
    ['Autohaus Händler', 'GMBH_CO_KG', 'Autohaus Händler GmbH & Co. KG'],
    ['Autohaus Händler GmbH & Co. KG', 'GMBH_CO_KG', 'Autohaus Händler GmbH & Co. KG'],
    ['Autohaus Händler GmbH&Co KG', 'GMBH_CO_KG', 'Autohaus Händler GmbH&Co KG'],
    ['Autohaus Händler GmbH', 'GMBH_CO_KG', 'Autohaus Händler GmbH & Co. KG'],
    ['Autohaus Händler GmbH  ', 'GMBH_CO_KG', 'Autohaus Händler GmbH & Co. KG'],
    ['Autohaus Händler', 'KG', 'Autohaus Händler KG'],
    ['Autohaus Händler', 'OHG', 'Autohaus Händler OHG'],
    ['Autohaus Händler', 'GBR', 'Autohaus Händler GbR'],
    ['Autohaus Händler', 'EK', 'Autohaus Händler e.K.'],
    ['Autohaus Händler e. Kfm.', 'EK', 'Autohaus Händler e. Kfm.'],
    ['Autohaus Händler', 'LIMITED', 'Autohaus Händler Ltd.'],
    ['Autohaus Händler Limited', 'LIMITED', 'Autohaus Händler Limited'],
    ['Max Mustermann Autohandel', 'EINZELUNTERNEHMER', 'Max Mustermann Autohandel'],
    ['Max Mustermann Autohandel', 'NONE', 'Max Mustermann Autohandel'],
    ['  Autohaus Händler  ', 'GMBH', 'Autohaus Händler GmbH'],
    ['Kagan Autos', 'AG', 'Kagan Autos AG'],
  ])('%s (%s) → %s', (legalName, type, expected) => {
    expect(companyFullName({ legalName, type })).toBe(expected);
  });

  // §4 GmbHG, §5a GmbHG, §19 HGB, §4 AktG accept the form written out or in any commonly understood
  // abbreviation: a name that states it so is printed as typed, never with the short form appended.
  it.each<[string, CompanyType]>([
    ['Autohaus Müller-Lüdenscheidt & Söhne Gebrauchtwagenhandelsgesellschaft mbH', 'GMBH'],
    ['Autohaus Händler Gesellschaft mbH', 'GMBH'],
    ['Autohaus Händler Gesellschaft mit beschränkter Haftung', 'GMBH'],
    ['Autohaus Händler Gesellschaft mit beschraenkter Haftung', 'GMBH'],
    ['Autohaus Händler G.m.b.H.', 'GMBH'],
    ['Autohaus Händler Ges.m.b.H.', 'GMBH'],
    ['Autohaus Händler gGmbH', 'GMBH'],
    ['Autohaus Händler Unternehmergesellschaft (haftungsbeschränkt)', 'UG'],
    ['Autohaus Händler UG(haftungsbeschränkt)', 'UG'],
    ['Autohaus Händler UG haftungsbeschränkt', 'UG'],
    ['Autohaus Händler GmbH u. Co. KG', 'GMBH_CO_KG'],
    ['Autohaus Händler GmbH und Co. KG', 'GMBH_CO_KG'],
    ['Autohaus Händler GmbH + Co. KG', 'GMBH_CO_KG'],
    ['Autohaus Händler Verwaltungsgesellschaft mbH & Co. KG', 'GMBH_CO_KG'],
    ['Autohaus Händler GmbH & Co. Kommanditgesellschaft', 'GMBH_CO_KG'],
    ['Autohaus Händler UG (haftungsbeschränkt) & Co. KG', 'GMBH_CO_KG'],
    ['Autohaus Händler e.K.', 'EK'],
    ['Autohaus Händler e.Kfr.', 'EK'],
    ['Autohaus Händler (e.K.)', 'EK'],
    ['Autohaus Händler, eingetragener Kaufmann', 'EK'],
    ['Autohaus Händler, eingetragene Kauffrau', 'EK'],
    ['Autohaus Händler oHG', 'OHG'],
    ['Autohaus Händler offene Handelsgesellschaft', 'OHG'],
    ['Autohaus Händler Kommanditgesellschaft', 'KG'],
    ['Autohaus Händler GmbH & Co. KG', 'KG'],
    ['Autohaus Händler Aktiengesellschaft', 'AG'],
    ['Autohaus Händler eGbR', 'GBR'],
    ['Autohaus Händler Gesellschaft bürgerlichen Rechts', 'GBR'],
    ['Autohaus Händler Ltd', 'LIMITED'],
  ])('%s (%s) already states its form', (legalName, type) => {
    expect(companyFullName({ legalName, type })).toBe(legalName);
  });

  it.each<[string, CompanyType, string]>([
    // A compound word that merely contains a form's letters states no form.
    ['Autohaus Gesellschaft', 'GMBH', 'Autohaus Gesellschaft GmbH'],
    ['Handelsgesellschaft Kramer', 'OHG', 'Handelsgesellschaft Kramer OHG'],
    ['Bagger & Kagan', 'KG', 'Bagger & Kagan KG'],
    ['Bergmann Kfz', 'EK', 'Bergmann Kfz e.K.'],
    // A GmbH & Co. KG typed with only its general partner is completed, whichever way that is written.
    ['Autohaus Händler Verwaltungsgesellschaft mbH', 'GMBH_CO_KG', 'Autohaus Händler Verwaltungsgesellschaft mbH & Co. KG'],
    ['Autohaus Händler Unternehmergesellschaft', 'UG', 'Autohaus Händler Unternehmergesellschaft (haftungsbeschränkt)'],
  ])('%s (%s) → %s', (legalName, type, expected) => {
    expect(companyFullName({ legalName, type })).toBe(expected);
  });

  it('names every company type', () => {
    for (const type of COMPANY_TYPES) expect(companyFullName({ legalName: 'X', type }).startsWith('X')).toBe(true);
  });
});

describe('companyRepresentativeRole', () => {
  it.each<[CompanyType, string]>([
    ['GMBH', 'MANAGING_DIRECTOR'],
    ['UG', 'MANAGING_DIRECTOR'],
    ['GMBH_CO_KG', 'MANAGING_DIRECTOR'],
    ['LIMITED', 'MANAGING_DIRECTOR'],
    ['AG', 'BOARD'],
    ['EINZELUNTERNEHMER', 'OWNER'],
    ['EK', 'OWNER'],
    ['NONE', 'OWNER'],
    ['GBR', 'PARTNER'],
    ['OHG', 'PARTNER'],
    ['KG', 'PARTNER'],
  ])('%s → %s', (type, role) => {
    expect(companyRepresentativeRole(type)).toBe(role);
  });
});
