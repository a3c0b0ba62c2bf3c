import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { expectedVersionOf } from './if-match';

const requestWith = (ifMatch?: string) => ({ headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } }) as FastifyRequest;

describe('expectedVersionOf (If-Match with a record’s updated_at)', () => {
  it('reads the quoted time, weak or strong', () => {
    expect(expectedVersionOf(requestWith('"2026-11-27T10:15:30.123Z"'))?.toISOString()).toBe('2026-11-27T10:15:30.123Z');
    expect(expectedVersionOf(requestWith('W/"2026-11-27T10:15:30.123Z"'))?.toISOString()).toBe('2026-11-27T10:15:30.123Z');
    expect(expectedVersionOf(requestWith('2026-11-27T10:15:30.123Z'))?.toISOString()).toBe('2026-11-27T10:15:30.123Z');
  });

  it('asks for no check without the header, empty or *', () => {
    expect(expectedVersionOf(requestWith())).toBeNull();
    expect(expectedVersionOf(requestWith(''))).toBeNull();
    expect(expectedVersionOf(requestWith('*'))).toBeNull();
  });

  it('refuses a version that is no time with 409 9541: it cannot match any record', () => {
    const refused = (() => {
      try {
        expectedVersionOf(requestWith('"v12"'));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: '9541', status: 409 });
  });
});
