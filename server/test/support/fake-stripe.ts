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
  /** What the account is paid out in; usd, the platform country's, unless a test says otherwise. */
  default_currency: string;
  metadata: Record<string, string>;
};

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  client_secret: string;
  status: string;
  latest_charge: string | null;
  payment_method_types: string[];
  /** Set for a charge to a saved card (docs/decisions/149). */
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
};

export type FakeCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
};

export type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  usage: string;
  status: string;
  payment_method: string | null;
  payment_method_types: string[];
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  reverse_transfer: boolean;
  refund_application_fee: boolean;
};

export type FakeStripe = {
  url: string;
  accounts: Map<string, FakeAccount>;
  paymentIntents: Map<string, FakePaymentIntent>;
  customers: Map<string, FakeCustomer>;
  setupIntents: Map<string, FakeSetupIntent>;
  refunds: FakeRefund[];
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

function metadataOf(form: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(\w+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/**
 * How Stripe's test payment methods answer an off-session confirmation (docs/decisions/149):
 * a 402 card_error naming the PaymentIntent, left in requires_payment_method.
 */
const OFF_SESSION_REFUSALS: Readonly<
  Record<string, { code: string; decline_code: string; message: string; doc_url: string }>
> = {
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  },
};

/**
 * Just enough of Stripe's HTTP API for Connect Express: accounts, account links, login
 * links, payment intents (destination charges, and off-session ones to a saved card),
 * customers, setup intents and refunds. Like Stripe, a POST with an Idempotency-Key seen
 * before is answered with the first answer to that key, and nothing is created again.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const accounts = new Map<string, FakeAccount>();
  const requests: FakeStripe['requests'] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const customers = new Map<string, FakeCustomer>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const refunds: FakeRefund[] = [];
  const fake = {
    accounts,
    paymentIntents,
    customers,
    setupIntents,
    refunds,
    requests,
    failing: false,
  } as FakeStripe;
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
        default_currency: 'usd',
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
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake${++counter}`;
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        application_fee_amount: form.has('application_fee_amount')
          ? Number(form.get('application_fee_amount'))
          : null,
        transfer_data: form.has('transfer_data[destination]')
          ? { destination: form.get('transfer_data[destination]')! }
          : null,
        client_secret: `${id}_secret_fake`,
        status: 'requires_payment_method',
        latest_charge: null,
        payment_method_types: ['card'],
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
        metadata: metadataOf(form),
      };
      if (form.get('confirm') === 'true' && form.get('off_session') === 'true') {
        const refusal = OFF_SESSION_REFUSALS[intent.payment_method ?? ''];
        if (intent.payment_method !== 'pm_card_visa' && !refusal) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'payment_method',
              message: `No such PaymentMethod: '${intent.payment_method}'`,
            },
          });
        }
        if (refusal) {
          // As at Stripe: the failed charge is named, the card moves to last_payment_error.
          const charge = `ch_fake${++counter}`;
          const paymentMethod = { id: intent.payment_method, object: 'payment_method', type: 'card' };
          const failed = {
            ...intent,
            payment_method: null,
            latest_charge: charge,
            last_payment_error: { type: 'card_error', ...refusal, charge, payment_method: paymentMethod },
          };
          paymentIntents.set(id, failed);
          return send(402, {
            error: {
              type: 'card_error',
              ...refusal,
              charge,
              payment_intent: failed,
              payment_method: paymentMethod,
              request_log_url: `https://dashboard.stripe.com/test/logs/req_${counter}`,
            },
          });
        }
        intent.status = 'succeeded';
        intent.latest_charge = `ch_fake${++counter}`;
      }
      paymentIntents.set(id, intent);
      return send(200, intent);
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer: FakeCustomer = {
        id: `cus_fake${++counter}`,
        object: 'customer',
        email: form.get('email'),
        metadata: metadataOf(form),
      };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      const id = `seti_fake${++counter}`;
      const types = [...form].filter(([key]) => /^allowed_payment_method_types\[\d+\]$/.test(key));
      const setup: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        customer: form.get('customer'),
        usage: form.get('usage') ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        payment_method_types: types.length > 0 ? types.map(([, value]) => value) : ['card'],
        client_secret: `${id}_secret_fake`,
        description: form.get('description'),
        metadata: metadataOf(form),
      };
      setupIntents.set(id, setup);
      return send(200, setup);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(form.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge to refund' },
        });
      }
      const refund: FakeRefund = {
        id: `re_fake${++counter}`,
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
        reverse_transfer: form.get('reverse_transfer') === 'true',
        refund_application_fee: form.get('refund_application_fee') === 'true',
      };
      refunds.push(refund);
      return send(200, refund);
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
