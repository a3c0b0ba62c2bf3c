import { describe, expect, it } from 'vitest';
import { keyListHsn, keyListTsn } from './key-list';

describe('key-list keys', () => {
  it('pads the HSN to 4 digits and keeps 3 TSN characters', () => {
    expect(keyListHsn('603')).toBe('0603');
    expect(keyListHsn('06a3')).toBeNull();
    expect(keyListTsn('cdz 123')).toBe('CDZ');
    expect(keyListTsn('c')).toBeNull();
  });
});
