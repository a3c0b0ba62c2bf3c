import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, dummyHashForTest, hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('is argon2id with the chosen parameters, salted, and verifies only the right password', async () => {
    const hash = await hashPassword('Sicher#2024');
    expect(hash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}\\$`,
      ),
    );
    expect(await hashPassword('Sicher#2024')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Sicher#2024')).toBe(true);
    expect(await verifyPassword(hash, 'Sicher#2025')).toBe(false);
    expect(await verifyPassword('not a hash', 'Sicher#2024')).toBe(false);
  });

  it('checks an unknown user against a hash of the same cost as a real one (so it takes as long)', async () => {
    // Timing itself is measured by `npm run bench`; here the cost parameters are what must match.
    const costOf = (encoded: string) => encoded.split('$')[3];
    expect(costOf(await dummyHashForTest())).toBe(costOf(await hashPassword('Sicher#2024')));
    await expect(verifyAgainstDummy('Wrong#2024')).resolves.toBe(false);
  });
});
