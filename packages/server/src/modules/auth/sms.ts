import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';

/** Delivers a text message. The default writes to an outbox file; a real gateway implements the same. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export const smsOutboxPath = (dataDir: string) => join(dataDir, 'sms-outbox.jsonl');

/**
 * Appends one JSON line {mobile, text, at} per message to DATA_DIR/sms-outbox.jsonl, the development
 * channel. The log says only that a message left: its text holds a one-time code, never logged.
 */
export const createOutboxSmsSender = (dataDir: string, log: FastifyBaseLogger, clock: Clock): SmsSender => ({
  async send(mobile, text) {
    await mkdir(dataDir, { recursive: true });
    const at = clock().toISOString();
    await appendFile(smsOutboxPath(dataDir), `${JSON.stringify({ mobile, text, at })}\n`);
    log.info({ to: `******${mobile.slice(-4)}` }, 'SMS written to the outbox');
  },
});
