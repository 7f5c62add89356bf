import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLowEntropySecret, isPlaceholderSecret, loadConfig, parseTrustProxy } from './config';

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
  const JWT_SECRET = 'u3T9pQx7Lk2Vb8Nw4Rz6Hc1Jm5Fy0DaQ';
  const secret = { JWT_SECRET, PUBLIC_URL: 'https://friendlyhost.example', ALLOW_SANDBOX_PAYMENTS: 'true' };

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
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET, PUBLIC_URL: 'https://f.example', ...twilio }),
    ).toThrowError(/ALLOW_SANDBOX_PAYMENTS=true/);
  });

  it('needs both webhook secrets with Stripe in production, and half a Twilio configuration is an error', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secret, ...twilio, STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...secret,
        ...twilio,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_platform',
      }),
    ).toThrowError(/STRIPE_CONNECT_WEBHOOK_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...secret,
        ...twilio,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_platform',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      }).payments,
    ).toMatchObject({ webhookSecret: 'whsec_platform', connectWebhookSecret: 'whsec_connect' });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrowError(/must be set together/);
  });

  it('generates nothing in development: secrets stay null until the app reads DATA_DIR', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeNull();
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.places).toEqual({ source: 'local', googleBrowserKey: null });
  });
});

describe('hardening (docs/decisions/064)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'u3T9pQx7Lk2Vb8Nw4Rz6Hc1Jm5Fy0DaQ',
    PUBLIC_URL: 'https://friendlyhost.example/',
    ALLOW_SMS_OUTBOX: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
  };

  it.each([
    'secretsecretsecretsecretsecretsecret',
    'passwordpasswordpasswordpassword12',
    'abababababababababababababababababab',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    '1234567812345678123456781234567812345678',
    '0000000000111111111122222222223333333333',
  ])('refuses the predictable secret %s', (value) => {
    expect(isLowEntropySecret(value)).toBe(true);
    expect(() => loadConfig({ JWT_SECRET: value })).toThrowError(/JWT_SECRET.*too predictable/s);
    expect(() => loadConfig({ ADMIN_TOKEN: value })).toThrowError(/ADMIN_TOKEN.*too predictable/s);
  });

  it.each([
    'u3T9pQx7Lk2Vb8Nw4Rz6Hc1Jm5Fy0DaQ', // 32 random characters
    '9f86d081884c7d659a2feaa0c55ad015', // openssl rand -hex 16
    'kJ8sYxq2Wm5ZpV0rT4nB7cL1dF9gH3aE6uQ_-xR2yN8w', // openssl rand -base64 33
  ])('accepts the random secret %s', (value) => {
    expect(isLowEntropySecret(value)).toBe(false);
    expect(loadConfig({ JWT_SECRET: value }).jwtSecret).toBe(value);
  });

  it('needs PUBLIC_URL in production, and serves links and return addresses on its origin', () => {
    const { PUBLIC_URL: _omitted, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrowError(/PUBLIC_URL is required in production/);
    const config = loadConfig({
      ...production,
      APP_ORIGINS: 'https://www.friendlyhost.example, http://localhost:5173/x',
    });
    expect(config.publicUrl).toBe('https://friendlyhost.example');
    expect(config.appOrigins).toEqual([
      'https://friendlyhost.example',
      'https://www.friendlyhost.example',
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).appOrigins).toEqual([]);
    expect(() => loadConfig({ APP_ORIGINS: 'ftp://x.example' })).toThrowError(/APP_ORIGINS/);
  });

  it('warns when production runs with the outbox or the sandbox, and keeps /api/docs off there', () => {
    const config = loadConfig(production);
    expect(config.warnings).toEqual([
      expect.stringContaining('ALLOW_SMS_OUTBOX=true'),
      expect.stringContaining('ALLOW_SANDBOX_PAYMENTS=true'),
    ]);
    expect(config.apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it('trusts a proxy hop count or proxy addresses, never the client-written X-Forwarded-For', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY=true would trust/);
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrowError(/TRUST_PROXY must be/);
  });

  it('bounds slow requests and connections by default', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 300_000,
      headersTimeoutMs: 30_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 2000,
    });
  });
});

describe('development secrets and pretend providers in production (docs/decisions/097)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'u3T9pQx7Lk2Vb8Nw4Rz6Hc1Jm5Fy0DaQ',
    PUBLIC_URL: 'https://friendlyhost.example',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_FROM: '+15005550006',
    STRIPE_SECRET_KEY: 'sk_live_51Hx',
    STRIPE_WEBHOOK_SECRET: 'whsec_platform',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
  };

  it('starts with real providers and generated secrets, and warns of nothing', () => {
    const config = loadConfig({ ...production, ADMIN_TOKEN: 'Qm4Xr8Tz1Lp6Wc3Vn9Bk2Hs7Jd5Fg0Ya' });
    expect(config.warnings).toEqual([]);
    expect(config.payments).toMatchObject({ provider: 'stripe' });
    expect(config.sms).toMatchObject({ provider: 'twilio' });
  });

  it.each([
    'change-me-4f9aK2pQ7xL1vB8nR3tW6yZ0',
    'example-jwt-secret-Qm4Xr8Tz1Lp6Wc3Vn9',
    'dev_secret_9f86d081884c7d659a2feaa0c55ad015',
    'your-jwt-secret-here-Zq7v9Lw2Rk4Tn8Px1',
    'my-local-only-token-Xr8Tz1Lp6Wc3Vn9Bk2H',
    'insecure-9f86d081884c7d659a2feaa0c55ad015',
  ])('refuses the stand-in secret %s in production, for either secret', (value) => {
    expect(isLowEntropySecret(value)).toBe(false);
    expect(isPlaceholderSecret(value)).toBe(true);
    expect(() => loadConfig({ ...production, JWT_SECRET: value })).toThrowError(
      /JWT_SECRET reads as an example or development value/,
    );
    expect(() => loadConfig({ ...production, ADMIN_TOKEN: value })).toThrowError(
      /ADMIN_TOKEN reads as an example or development value/,
    );
    // Outside production a developer may keep one.
    expect(loadConfig({ JWT_SECRET: value }).jwtSecret).toBe(value);
  });

  it('refuses one value for both secrets', () => {
    expect(() => loadConfig({ ...production, ADMIN_TOKEN: production.JWT_SECRET })).toThrowError(
      /ADMIN_TOKEN must differ from JWT_SECRET/,
    );
  });

  it('refuses Stripe test mode and other API hosts unless allowed, and then warns at every start', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_51Hx' })).toThrowError(
      /STRIPE_SECRET_KEY is a test-mode key/,
    );
    expect(() => loadConfig({ ...production, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrowError(
      /STRIPE_API_BASE sends payments somewhere other than Stripe/,
    );
    expect(() => loadConfig({ ...production, TWILIO_API_BASE: 'http://127.0.0.1:4010' })).toThrowError(
      /TWILIO_API_BASE sends texts somewhere other than Twilio/,
    );
    const allowed = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'rk_test_51Hx',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      TWILIO_API_BASE: 'http://127.0.0.1:4010',
      ALLOW_SMS_OUTBOX: 'true',
    });
    expect(allowed.warnings).toEqual([
      expect.stringContaining("Stripe's test mode"),
      expect.stringContaining('STRIPE_API_BASE=http://127.0.0.1:12111'),
      expect.stringContaining('TWILIO_API_BASE=http://127.0.0.1:4010'),
    ]);
    // Development and tests use the fakes freely, and say nothing.
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:1' }).warnings,
    ).toEqual([]);
  });
});

describe('places sources (docs/decisions/153)', () => {
  it('uses Google with a browser key, else the embedded gazetteer, unless PLACES_PROVIDER says', () => {
    expect(loadConfig({ GOOGLE_PLACES_BROWSER_KEY: 'AIza-key' }).places).toEqual({
      source: 'google',
      googleBrowserKey: 'AIza-key',
    });
    expect(loadConfig({ PLACES_PROVIDER: 'local', GOOGLE_PLACES_BROWSER_KEY: 'AIza-key' }).places).toEqual({
      source: 'local',
      googleBrowserKey: null,
    });
    expect(() => loadConfig({ PLACES_PROVIDER: 'google' })).toThrowError(/needs GOOGLE_PLACES_BROWSER_KEY/);
  });

  it('points at a self-hosted Photon or Nominatim by URL, naming us by PUBLIC_URL', () => {
    expect(loadConfig({ PLACES_PROVIDER: 'photon', PHOTON_URL: 'http://photon:2322/' }).places).toEqual({
      source: 'photon',
      googleBrowserKey: null,
      url: 'http://photon:2322',
      userAgent: 'FriendlyHost/1.0 (+self-hosted)',
    });
    expect(
      loadConfig({
        PLACES_PROVIDER: 'nominatim',
        NOMINATIM_URL: 'https://geo.example/nominatim',
        PUBLIC_URL: 'https://friendlyhost.example/app',
      }).places,
    ).toMatchObject({
      source: 'nominatim',
      url: 'https://geo.example/nominatim',
      userAgent: 'FriendlyHost/1.0 (+https://friendlyhost.example)',
    });
  });

  it('refuses a geocoder without its URL, a URL the provider does not use, and a bad URL', () => {
    expect(() => loadConfig({ PLACES_PROVIDER: 'photon' })).toThrowError(
      /PLACES_PROVIDER=photon needs PHOTON_URL/,
    );
    expect(() => loadConfig({ PLACES_PROVIDER: 'nominatim' })).toThrowError(/needs NOMINATIM_URL/);
    expect(() => loadConfig({ PHOTON_URL: 'http://photon:2322' })).toThrowError(
      /PHOTON_URL is set but PLACES_PROVIDER is local/,
    );
    expect(() => loadConfig({ PLACES_PROVIDER: 'photon', PHOTON_URL: 'ftp://photon' })).toThrowError(
      /PHOTON_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ PLACES_PROVIDER: 'here' })).toThrowError(/PLACES_PROVIDER/);
  });

  it("refuses the OSM Foundation's Nominatim, whose usage policy forbids search-as-you-type", () => {
    expect(() =>
      loadConfig({ PLACES_PROVIDER: 'nominatim', NOMINATIM_URL: 'https://nominatim.openstreetmap.org' }),
    ).toThrowError(/usage policy forbids search-as-you-type/);
  });

  it("warns in production on komoot's public Photon", () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'u3T9pQx7Lk2Vb8Nw4Rz6Hc1Jm5Fy0DaQ',
      PUBLIC_URL: 'https://friendlyhost.example',
      ALLOW_SMS_OUTBOX: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PLACES_PROVIDER: 'photon',
      PHOTON_URL: 'https://photon.komoot.io',
    });
    expect(config.warnings).toContainEqual(expect.stringMatching(/komoot's public demo/));
  });
});
