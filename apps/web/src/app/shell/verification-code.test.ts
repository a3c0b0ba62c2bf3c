import { verificationCodeSchema } from '@kontor/domain/accounts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeForSending, maskCode } from './verification-code';

describe('verification code box text', () => {
  it('groups the code as the mail shows it and sends it without the space', () => {
    expect(maskCode('abcdefg')).toBe('ABC DEFG');
    expect(maskCode('ABC DEFG')).toBe('ABC DEFG');
    expect(maskCode(' a-b c d e f g ')).toBe('ABC DEFG');
    expect(codeForSending('ABC DEFG')).toBe('ABCDEFG');
    expect(codeForSending('k7p 4mxr')).toBe('K7P4MXR');
  });

  it('keeps partial input readable while typing', () => {
    expect(maskCode('')).toBe('');
    expect(maskCode('ab')).toBe('AB');
    expect(maskCode('abc')).toBe('ABC');
    expect(maskCode('abcd')).toBe('ABC D');
  });

  it('stops at seven characters, even when more are pasted', () => {
    expect(codeForSending('ABCDEFGHJK')).toBe('ABCDEFG');
    expect(maskCode('ABCDEFGHJK')).toBe('ABC DEFG');
  });

  it('is stable: masking the masked text changes nothing, and what is sent has no spaces', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const masked = maskCode(input);
        expect(maskCode(masked)).toBe(masked);
        expect(codeForSending(masked)).toBe(codeForSending(input));
        expect(codeForSending(input)).toMatch(/^[0-9A-Z]{0,7}$/);
      }),
    );
  });

  it('sends what the domain schema accepts for any well-formed code typed with spaces', () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { minLength: 7, maxLength: 7 }), fc.boolean(), (chars, lower) => {
        const typed = `${chars.slice(0, 3).join('')} ${chars.slice(3).join('')}`;
        const input = lower ? typed.toLowerCase() : typed;
        expect(verificationCodeSchema.parse(codeForSending(input))).toBe(chars.join(''));
      }),
    );
  });
});
