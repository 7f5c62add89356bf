import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export type SmsMessage = { to: string; body: string };

/** Sends text messages. The outbox keeps them on disk; Twilio delivers them. */
export interface SmsProvider {
  readonly name: 'outbox' | 'twilio';
  send(message: SmsMessage & { code?: string }): Promise<void>;
}

/**
 * Appends `{ to, body, sentAt }` lines to DATA_DIR/sms-outbox.jsonl (mode 600). In
 * development it also prints the code in the log, for convenience; elsewhere the log only
 * says a message was written, never the code (docs/decisions/064).
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  readonly file: string;
  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
    private readonly logCodes = false,
  ) {
    this.file = path.join(dataDir, 'sms-outbox.jsonl');
  }

  async send(message: SmsMessage & { code?: string }) {
    await mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to: message.to, body: message.body, sentAt: this.clock().toISOString() });
    await appendFile(this.file, `${line}\n`, { encoding: 'utf8', mode: 0o600 });
    if (this.logCodes && message.code) {
      this.log.info({ to: message.to }, `SMS outbox: code ${message.code} for ${message.to}`);
    } else {
      this.log.info('SMS outbox: a message was written to sms-outbox.jsonl');
    }
  }
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** Twilio's Messages API over fetch; no SDK needed for one call. */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  constructor(
    private readonly options: Extract<AppConfig['sms'], { provider: 'twilio' }>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage) {
    const { accountSid, authToken, from, messagingServiceSid, apiBase } = this.options;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    const response = await this.fetchImpl(
      `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }
}

export function createSmsProvider(config: AppConfig, log: FastifyBaseLogger, clock: () => Date): SmsProvider {
  return config.sms.provider === 'twilio'
    ? new TwilioSmsProvider(config.sms)
    : new OutboxSmsProvider(config.dataDir, log, clock, config.env === 'development');
}
