import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { OUTBOX } from './env';

interface OutboxMessage {
  mobile: string;
  text: string;
  at: string;
}

const messagesTo = (mobile: string): OutboxMessage[] =>
  existsSync(OUTBOX)
    ? readFileSync(OUTBOX, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxMessage)
        .filter((m) => m.mobile === mobile)
    : [];

/** Waits for an SMS sent to this mobile after `since` and returns the 6-digit code in it. */
export async function otpSentTo(mobile: string, since: Date, timeoutMs = 10_000): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const fresh = messagesTo(mobile).filter((m) => new Date(m.at).getTime() >= since.getTime() - 1000);
        code = fresh.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: timeoutMs, message: `no OTP reached ${mobile} in the SMS outbox (${OUTBOX})` },
    )
    .toBeTruthy();
  return code as string;
}
