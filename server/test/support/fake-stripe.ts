import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  accounts: Map<string, FakeAccount>;
  requests: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    auth: string | undefined;
    idempotencyKey: string | undefined;
  }>;
  /** Makes every request fail with a 500, as an outage would. */
  failing: boolean;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

/**
 * Just enough of Stripe's HTTP API for Connect Express: accounts, account links, login
 * links. Like Stripe, a POST with an Idempotency-Key seen before is answered with the
 * first answer to that key, and nothing is created again.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const accounts = new Map<string, FakeAccount>();
  const requests: FakeStripe['requests'] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const fake = { accounts, requests, failing: false } as FakeStripe;
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = (request.url ?? '').split('?')[0]!;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? '',
      path,
      form,
      auth: request.headers.authorization,
      idempotencyKey,
    });
    const replay = request.method === 'POST' && idempotencyKey ? answered.get(idempotencyKey) : undefined;
    const send = (status: number, body: unknown) => {
      if (request.method === 'POST' && idempotencyKey && !replay)
        answered.set(idempotencyKey, { status, body });
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${++counter}`,
        ...(replay ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (fake.failing) {
      response.writeHead(500, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Fake outage' } }));
    }
    if (replay) return send(replay.status, replay.body);
    const accountPath = /^\/v1\/accounts\/(\w+)$/.exec(path);
    const loginLinkPath = /^\/v1\/accounts\/(\w+)\/login_links$/.exec(path);
    if (request.method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: `acct_fake${++counter}`,
        object: 'account',
        type: 'express',
        email: form.get('email'),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        metadata: { user_slug: form.get('metadata[user_slug]') ?? '' },
      };
      accounts.set(account.id, account);
      return send(200, account);
    }
    if (request.method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1]!);
      return account
        ? send(200, account)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
    }
    if (request.method === 'POST' && path === '/v1/account_links') {
      return send(200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${form.get('account')}/${++counter}`,
        created: 1,
        expires_at: 2,
      });
    }
    if (request.method === 'POST' && loginLinkPath) {
      return send(200, {
        object: 'login_link',
        url: `https://connect.stripe.test/express/${loginLinkPath[1]}`,
        created: 1,
      });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unknown route ${request.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
