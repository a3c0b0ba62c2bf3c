import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig, operatorSetupNotes, resolveJwtSecret } from './config';
import { BILLING_OPERATOR_ENV } from './test/operator-env';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.companyStorageBytes).toBe(1024 * 1024 * 1024);
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(config.uploadMaxFiles).toBe(10);
  });

  it('needs a real sender with a mail server; the .eml files of an installation without one have a default', () => {
    expect(loadConfig({}).mailFrom).toBe('Kontor <no-reply@kontor.local>');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.de:587' })).toThrow(/MAIL_FROM: needed with SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.de:587', MAIL_FROM: 'Kontor <rechnung@kontor.example>' }).mailFrom).toBe(
      'Kontor <rechnung@kontor.example>',
    );
  });

  it('writes a nightly backup only with BACKUP_DIR, keeping BACKUP_KEEP archives, at BACKUP_HOUR', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: 'backups' }).backup).toEqual({ dir: path.resolve('backups'), keep: 7, hour: 2 });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '30', BACKUP_HOUR: '23' }).backup).toEqual({
      dir: '/b',
      keep: 30,
      hour: 23,
    });
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('runs the jobs in npm start unless JOBS=off, which needs a shared PostgreSQL for the workers', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    expect(loadConfig({ JOBS: 'off', DATABASE_URL: 'postgres://db/kontor' }).runJobs).toBe(false);
    expect(() => loadConfig({ JOBS: 'off' })).toThrow(/JOBS: off needs DATABASE_URL/);
    expect(() => loadConfig({ JOBS: 'maybe', DATABASE_URL: 'postgres://db/kontor' })).toThrow(/JOBS: must be on or off/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names every bad setting and why', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must start with postgres/);
      expect(problems).toMatch(/JWT_SECRET: must be at least 32 characters/);
    }
  });

  it('asks eVatR at the official endpoint unless EVATR_URL names another http(s) URL', () => {
    expect(loadConfig({}).evatrUrl).toBe('https://api.evatr.vies.bzst.de/app/v1/abfrage');
    expect(loadConfig({ EVATR_URL: 'http://127.0.0.1:8089/app/v1/abfrage' }).evatrUrl).toBe(
      'http://127.0.0.1:8089/app/v1/abfrage',
    );
    expect(() => loadConfig({ EVATR_URL: 'ftp://example.org' })).toThrow(/EVATR_URL: must be an http\(s\) URL/);
  });

  it('never prints secrets', () => {
    const text = JSON.stringify(
      describeConfig(loadConfig({ DATABASE_URL: 'postgres://u:secret@db/x', JWT_SECRET: 'x'.repeat(40) })),
    );
    expect(text).not.toContain('secret@');
    expect(text).not.toContain('x'.repeat(40));
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(describeConfig(loadConfig({})).TRUST_PROXY).toBe('false');
    expect(describeConfig(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' })).TRUST_PROXY).toBe('10.0.0.1,10.0.0.2');
  });

  it('refuses a TRUST_PROXY it cannot apply safely, saying why', () => {
    for (const [value, reason] of [
      ['1', /TRUST_PROXY: a hop count is not supported/],
      ['10.0.0.0/33', /TRUST_PROXY: must be true, false or a comma list.*10\.0\.0\.0\/33/],
      ['proxy.example.com', /TRUST_PROXY: must be true.*proxy\.example\.com/],
      ['yes', /TRUST_PROXY/],
    ] as const) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect((error as ConfigError).problems.join('\n')).toMatch(reason);
      }
    }
  });

  it('takes the plans’ prices and a checked SEPA creditor identifier, which needs the operator’s address', () => {
    const config = loadConfig({
      PLAN_MONTHLY_NET_CENTS: '5900',
      SEPA_CREDITOR_ID: 'de98 zzz 0999 9999 999',
      OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin',
    });
    expect(config.planNetCents).toEqual({ MONTHLY: 5900, YEARLY: 49_000 });
    expect(config.sepaCreditorId).toBe('DE98ZZZ09999999999');
    expect(loadConfig({}).sepaCreditorId).toBeUndefined();
    expect(() => loadConfig({ SEPA_CREDITOR_ID: 'DE97ZZZ09999999999', OPERATOR_ADDRESS: 'x' })).toThrow(
      /SEPA_CREDITOR_ID: must be a SEPA creditor identifier/,
    );
    expect(() => loadConfig({ SEPA_CREDITOR_ID: 'DE98ZZZ09999999999' })).toThrow(/SEPA_CREDITOR_ID: needs OPERATOR_ADDRESS/);
  });

  it('turns subscription invoices on with a complete operator: name with legal form, register entry, address, VAT id, account and e-mail', () => {
    const billing = {
      ...BILLING_OPERATOR_ENV,
      OPERATOR_VAT_ID: 'de 136695976',
      OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 51',
      OPERATOR_BIC: 'byladem1001',
    };
    const config = loadConfig(billing);
    expect(config.billing).toEqual({
      vatId: 'DE136695976',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      email: 'hilfe@kontor.example',
    });
    expect(config.operator).toEqual({
      name: 'Kontor Software GmbH',
      address: 'Hauptstraße 5, 10115 Berlin',
      legalForm: 'GmbH',
      seat: 'Berlin',
      registerCourt: 'Amtsgericht Berlin-Charlottenburg',
      registerNumber: 'HRB 123456 B',
      managingDirectors: ['Anna Muster', 'Ben Beispiel'],
      supervisoryBoardChair: null,
      vatId: 'DE136695976',
      taxNumber: '30/123/45678',
    });
    expect(loadConfig({}).billing).toBeUndefined();
    expect(() => loadConfig({ ...billing, OPERATOR_IBAN: '' })).toThrow(/OPERATOR_IBAN: needed with OPERATOR_VAT_ID/);
    expect(() => loadConfig({ OPERATOR_IBAN: billing.OPERATOR_IBAN })).toThrow(/OPERATOR_VAT_ID: needed with OPERATOR_IBAN/);
    expect(() => loadConfig({ ...billing, OPERATOR_VAT_ID: 'DE136695977' })).toThrow(/OPERATOR_VAT_ID: must be a German VAT id/);
    expect(() => loadConfig({ ...billing, OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 52' })).toThrow(
      /OPERATOR_IBAN: must be an IBAN/,
    );
  });

  it('refuses to start billing with an incomplete operator, naming each missing setting', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    for (const name of [
      'OPERATOR_NAME',
      'OPERATOR_LEGAL_FORM',
      'OPERATOR_ADDRESS',
      'SUPPORT_EMAIL',
      'OPERATOR_SEAT',
      'OPERATOR_REGISTER_COURT',
      'OPERATOR_REGISTER_NUMBER',
      'OPERATOR_MANAGING_DIRECTORS',
    ] as const) {
      const problems = problemsOf({ ...BILLING_OPERATOR_ENV, [name]: '' });
      expect(problems, name).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${name}: needed`))]));
    }
    // Only VAT id and account given: every other detail of an invoice's seller is named.
    const bare = problemsOf({ OPERATOR_VAT_ID: 'DE136695976', OPERATOR_IBAN: 'DE02120300000000202051' }).join('\n');
    for (const name of ['OPERATOR_NAME', 'OPERATOR_LEGAL_FORM', 'OPERATOR_ADDRESS', 'SUPPORT_EMAIL'])
      expect(bare).toMatch(new RegExp(`${name}: needed with OPERATOR_VAT_ID and OPERATOR_IBAN`));
  });

  it('checks the operator’s legal form: the name carries it, and a registered form names its register entry and representatives', () => {
    const gmbh = {
      OPERATOR_NAME: 'Kontor Software GmbH',
      OPERATOR_LEGAL_FORM: 'GmbH',
      OPERATOR_SEAT: 'Berlin',
      OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg',
      OPERATOR_REGISTER_NUMBER: 'HRB  123456 B',
      OPERATOR_MANAGING_DIRECTORS: 'Anna Muster,  Ben Beispiel ,',
    };
    expect(loadConfig(gmbh).operator).toMatchObject({
      registerNumber: 'HRB 123456 B',
      managingDirectors: ['Anna Muster', 'Ben Beispiel'],
    });
    expect(() => loadConfig({ ...gmbh, OPERATOR_NAME: 'Kontor Software' })).toThrow(
      /OPERATOR_NAME: must carry the legal form GmbH \(OPERATOR_LEGAL_FORM\)/,
    );
    // "GmbH" inside a word is not the legal form.
    expect(() => loadConfig({ ...gmbh, OPERATOR_NAME: 'KontorGmbHaus' })).toThrow(/OPERATOR_NAME: must carry the legal form/);
    expect(loadConfig({ ...gmbh, OPERATOR_NAME: 'Kontor Software Gesellschaft mit beschränkter Haftung' }).operatorName).toBe(
      'Kontor Software Gesellschaft mit beschränkter Haftung',
    );
    expect(() => loadConfig({ ...gmbh, OPERATOR_LEGAL_FORM: 'Ltd' })).toThrow(/OPERATOR_LEGAL_FORM: must be one of: GmbH, /);
    expect(() => loadConfig({ ...gmbh, OPERATOR_REGISTER_NUMBER: '123456' })).toThrow(
      /OPERATOR_REGISTER_NUMBER: must be HRA or HRB/,
    );
    expect(() => loadConfig({ ...gmbh, OPERATOR_REGISTER_NUMBER: 'HRA 123' })).toThrow(
      /OPERATOR_REGISTER_NUMBER: must be an entry in HRB for the legal form GmbH/,
    );
    expect(() => loadConfig({ ...gmbh, OPERATOR_MANAGING_DIRECTORS: '' })).toThrow(
      /OPERATOR_MANAGING_DIRECTORS: needed for the legal form GmbH \(OPERATOR_LEGAL_FORM\): its business letters name it \(§ 35a GmbHG\)/,
    );
    expect(() => loadConfig({ ...gmbh, OPERATOR_LEGAL_FORM: '' })).toThrow(/OPERATOR_LEGAL_FORM: needed with OPERATOR_SEAT/);
    expect(() => loadConfig({ ...gmbh, OPERATOR_TAX_NUMBER: '12345' })).toThrow(
      /OPERATOR_TAX_NUMBER: must be a German tax number/,
    );
    // An AG names its management board and the chair of its supervisory board (§ 80 AktG).
    const ag = { ...gmbh, OPERATOR_NAME: 'Kontor AG', OPERATOR_LEGAL_FORM: 'AG' };
    expect(() => loadConfig(ag)).toThrow(/OPERATOR_SUPERVISORY_BOARD_CHAIR: needed for the legal form AG/);
    expect(loadConfig({ ...ag, OPERATOR_SUPERVISORY_BOARD_CHAIR: 'Carla Rat' }).operator.supervisoryBoardChair).toBe('Carla Rat');
    // A merchant (e.K.) is in section A and has no managing directors; a GbR is in no commercial register.
    const merchant = { OPERATOR_NAME: 'Kontor Max Muster e.K.', OPERATOR_LEGAL_FORM: 'e.K.' };
    expect(() => loadConfig(merchant)).toThrow(
      /OPERATOR_REGISTER_COURT: needed for the legal form e\.K\. \(OPERATOR_LEGAL_FORM\): its business letters name it \(§ 37a HGB\)/,
    );
    const registered = { ...merchant, OPERATOR_SEAT: 'Berlin', OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg' };
    expect(loadConfig({ ...registered, OPERATOR_REGISTER_NUMBER: 'HRA 4711 B' }).operator.managingDirectors).toEqual([]);
    expect(loadConfig({ OPERATOR_NAME: 'Muster & Beispiel GbR', OPERATOR_LEGAL_FORM: 'GbR' }).operator.legalForm).toBe('GbR');
  });

  it('names at start what a fresh installation lacks for billing and for the legal notice', () => {
    const notes = operatorSetupNotes(loadConfig({}));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(
      /paid plans cannot be ordered until OPERATOR_LEGAL_FORM, OPERATOR_ADDRESS, SUPPORT_EMAIL, OPERATOR_VAT_ID and OPERATOR_IBAN are set/,
    );
    expect(notes[1]).toMatch(/\/impressum .* until OPERATOR_NAME, OPERATOR_ADDRESS and SUPPORT_EMAIL are all set/);
    const { OPERATOR_VAT_ID: _vatId, OPERATOR_IBAN: _iban, ...operator } = BILLING_OPERATOR_ENV;
    expect(operatorSetupNotes(loadConfig(operator))).toEqual([
      expect.stringMatching(/until OPERATOR_VAT_ID and OPERATOR_IBAN are set/),
    ]);
    expect(operatorSetupNotes(loadConfig(BILLING_OPERATOR_ENV))).toEqual([]);
  });

  it('gives the legal notice only what the operator set: no default name, e-mail or phone stands in for theirs', () => {
    expect(loadConfig({ OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin' }).legalNotice).toBeUndefined();
    const operator = {
      OPERATOR_NAME: 'Kontor Software GmbH',
      OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin',
      SUPPORT_EMAIL: 'hilfe@kontor.example',
    };
    expect(loadConfig(operator).legalNotice).toEqual({ email: 'hilfe@kontor.example', phone: undefined });
    expect(loadConfig({ ...operator, SUPPORT_PHONE: '+49 30 987654' }).legalNotice).toEqual({
      email: 'hilfe@kontor.example',
      phone: '+49 30 987654',
    });
  });

  it('has no placeholder contact: an unset support e-mail, phone or privacy e-mail is unset', () => {
    expect(loadConfig({})).toMatchObject({ supportEmail: undefined, supportPhone: undefined, privacyEmail: undefined });
    // Privacy requests go to support when no address of their own is set.
    expect(loadConfig({ SUPPORT_EMAIL: 'hilfe@kontor.example' }).privacyEmail).toBe('hilfe@kontor.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'hilfe@kontor.example', PRIVACY_EMAIL: 'datenschutz@kontor.example' }).privacyEmail).toBe(
      'datenschutz@kontor.example',
    );
    expect(JSON.stringify(describeConfig(loadConfig({})))).not.toMatch(/kontor\.local|1234567/);
  });

  it('generates a JWT secret once and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kontor-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });
});
