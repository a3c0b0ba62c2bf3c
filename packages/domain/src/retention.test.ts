import { describe, expect, it } from 'vitest';
import { formatRetentionEnd, isStillRetained, latestRetentionEnd, retentionEnd } from './retention';

describe('retention (§ 147 Abs. 3, 4 AO)', () => {
  it('keeps an invoice to the end of the eighth year after the end of its issue year', () => {
    expect(retentionEnd('INVOICE', '2025-03-14')).toBe('2033-12-31');
    expect(retentionEnd('CANCELLATION', '2025-01-01')).toBe('2033-12-31');
    expect(retentionEnd('CONTRACT', '2025-12-31')).toBe('2033-12-31');
    expect(retentionEnd('RECEIPT', '2026-06-30')).toBe('2034-12-31');
  });

  it('keeps commercial letters six years', () => {
    expect(retentionEnd('BINDING_CONTRACT', '2025-12-31')).toBe('2031-12-31');
    expect(retentionEnd('PROTOCOL', '2026-01-01')).toBe('2032-12-31');
  });

  it('holds a record on its last day and lets it go on the next 1 January', () => {
    const end = retentionEnd('INVOICE', '2025-07-01');
    expect(isStillRetained(end, '2033-12-31')).toBe(true);
    expect(isStillRetained(end, '2034-01-01')).toBe(false);
    expect(isStillRetained(end, '2026-01-01')).toBe(true);
  });

  it('keeps a set as long as its latest record, and nothing for records that are not kept', () => {
    expect(
      latestRetentionEnd([
        { kind: 'INVOICE', issuedOn: '2025-02-01' },
        { kind: 'PROTOCOL', issuedOn: '2028-02-01' },
        { kind: 'CANCELLATION', issuedOn: '2026-12-31' },
      ]),
    ).toBe('2034-12-31');
    // A cost estimate and a privacy notice are no booking vouchers.
    expect(
      latestRetentionEnd([
        { kind: 'PRIVACY', issuedOn: '2026-01-01' },
        { kind: 'PROPOSAL', issuedOn: '2026-01-01' },
      ]),
    ).toBeNull();
    expect(latestRetentionEnd([])).toBeNull();
  });

  it('refuses what is not a day', () => {
    expect(() => retentionEnd('INVOICE', '31.12.2025')).toThrow(RangeError);
  });

  it('writes the end as each language writes a day', () => {
    expect(formatRetentionEnd('2033-12-31', 'de')).toBe('31.12.2033');
    expect(formatRetentionEnd('2033-12-31', 'en')).toBe('31/12/2033');
  });
});
