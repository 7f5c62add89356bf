import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.resolve('data', 'pgdata') });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/friendly' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://app@db.internal:5432/friendly' });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  });

  it('turns request logging off with LOG_LEVEL=silent', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).log).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_PRETTY: 'true' }).log).toEqual({
      level: 'debug',
      pretty: true,
    });
  });
});

describe('production safety', () => {
  const twilio = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15005550006' };
  const secret = { JWT_SECRET: 'x'.repeat(40), ALLOW_SANDBOX_PAYMENTS: 'true' };

  it('refuses to start without a signing secret or with the SMS outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...twilio })).toThrowError(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrowError(/ALLOW_SMS_OUTBOX=true/);
  });

  it('starts with a secret and Twilio, or with the outbox explicitly allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...secret, ...twilio }).sms).toMatchObject({
      provider: 'twilio',
      from: '+15005550006',
    });
    expect(loadConfig({ NODE_ENV: 'production', ...secret, ALLOW_SMS_OUTBOX: 'true' }).sms).toEqual({
      provider: 'outbox',
    });
  });

  it('refuses the sandbox payments provider in production unless allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...twilio })).toThrowError(
      /ALLOW_SANDBOX_PAYMENTS=true/,
    );
  });

  it('needs the webhook secret with Stripe in production, and half a Twilio configuration is an error', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secret, ...twilio, STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrowError(/must be set together/);
  });

  it('generates nothing in development: secrets stay null until the app reads DATA_DIR', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeNull();
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.places).toEqual({ source: 'local', googleBrowserKey: null });
  });
});
