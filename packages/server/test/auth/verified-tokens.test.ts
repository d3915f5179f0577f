import { describe, expect, it } from 'vitest';
import { createTokenIssuer, type TokenIssuer } from '../../src/modules/auth/tokens';
import { rememberVerifiedTokens } from '../../src/modules/auth/verified-tokens';
import { createTestClock, HOUR } from '../support/test-clock';

const SUBJECT = { userId: 4, role: 'SUPER_ADMIN', manufacturerId: null, tokenVersion: 0 } as const;

/** The issuer with a count of the signature checks it really made. */
const countingIssuer = async () => {
  const clock = createTestClock();
  const issuer = await createTokenIssuer('a-secret-of-at-least-thirty-two-characters', 3600, clock);
  const counted = { checks: 0 };
  const tokens: TokenIssuer = {
    sign: issuer.sign,
    verify: (token) => {
      counted.checks += 1;
      return issuer.verify(token);
    },
  };
  return { clock, tokens, counted };
};

describe('remembered token checks', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    const { clock, tokens, counted } = await countingIssuer();
    const remembered = rememberVerifiedTokens(tokens, clock);
    const token = await tokens.sign(SUBJECT);
    expect(await remembered.verify(token)).toEqual(SUBJECT);
    expect(await remembered.verify(token)).toEqual(SUBJECT);
    expect(counted.checks).toBe(1);
    clock.advance(HOUR);
    expect(await remembered.verify(token)).toBeNull();
    expect(counted.checks).toBe(2);
  });

  it('never remembers a refused token', async () => {
    const { clock, tokens, counted } = await countingIssuer();
    const remembered = rememberVerifiedTokens(tokens, clock);
    const forged = `${(await tokens.sign(SUBJECT)).slice(0, -2)}xx`;
    expect(await remembered.verify(forged)).toBeNull();
    expect(await remembered.verify(forged)).toBeNull();
    expect(counted.checks).toBe(2);
  });

  it('keeps at most its capacity, forgetting the oldest first', async () => {
    const { clock, tokens, counted } = await countingIssuer();
    const remembered = rememberVerifiedTokens(tokens, clock, 2);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((userId) => tokens.sign({ ...SUBJECT, userId })),
    );
    for (const token of [first, second, third, third, second]) await remembered.verify(token as string);
    expect(counted.checks).toBe(3);
    await remembered.verify(first as string);
    expect(counted.checks).toBe(4);
  });
});
