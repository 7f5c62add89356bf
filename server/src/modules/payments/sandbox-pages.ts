import { formatMoney } from '@friendly/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { appOriginsFor, isOnOrigins } from '../../lib/origins';
import type { LocalPayments } from '../../providers/payments';
import { applyAccountSnapshot } from './service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payments</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f6f4ef;color:#1f2933;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 24px #0001}
.badge{display:inline-block;background:#fff3c4;color:#8a5a00;border-radius:999px;padding:.1rem .7rem;font-size:.8rem;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cbd2d9;border-radius:8px;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:8px;background:#635bff;color:#fff;font:600 1rem system-ui;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}.muted{color:#616e7c;font-size:.9rem}
</style></head><body><main><span class="badge">Sandbox — no real money moves</span>${body}</main></body></html>`);
}

/** The test card page's form (paying, or saving a card): number, expiry and CVC. */
const cardForm = (button: string) => `<form method="post">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="4242 4242 4242 4242">
<label for="exp">Expiry (MM/YY)</label>
<input id="exp" name="exp" autocomplete="cc-exp" required maxlength="7" value="12/34">
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" autocomplete="cc-csc" required maxlength="4" value="123">
<button type="submit">${escapeHtml(button)}</button>
</form>`;

/**
 * The sandbox provider's stand-ins for Stripe's hosted pages: onboarding (submit details,
 * enable charges and payouts, back to return_url) and the Express dashboard.
 */
export const sandboxPages: FastifyPluginAsync<{ provider: LocalPayments }> = async (app, { provider }) => {
  // Addresses were checked when the link was made; checked again here, so a link stored
  // before that rule (or with a since-removed origin) cannot send anyone elsewhere.
  const backToApp = (request: FastifyRequest, url: string | null) =>
    url && isOnOrigins(url, appOriginsFor(app, request)) ? url : '/';

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { token: string } }>('/sandbox/connect/onboarding/:token', async (request, reply) => {
    const { link, usable } = await provider.findLink(request.params.token, 'onboarding');
    if (!link)
      return page(
        reply,
        404,
        'Link not found',
        '<h1>Link not found</h1><p>This onboarding link does not exist.</p>',
      );
    // Like Stripe: a used or expired link sends the browser to refresh_url for a new one.
    if (!usable) return reply.redirect(backToApp(request, link.refreshUrl), 303);
    const account = await provider.accountById(link.accountId);
    return page(
      reply,
      200,
      'Set up payouts',
      `<h1>Set up payouts for Friendly Host</h1>
<p class="muted">Account <code>${escapeHtml(link.accountId)}</code>. In the sandbox every detail is pretend: submit the form to finish onboarding.</p>
<form method="post">
<label for="business_name">Name shown to guests</label>
<input id="business_name" name="business_name" required maxlength="100" value="${escapeHtml(account?.businessName ?? '')}">
<label for="bank">Bank account (test)</label>
<input id="bank" name="bank" value="000123456789" readonly>
<button type="submit">Agree and submit</button>
</form>`,
    );
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/connect/onboarding/:token',
    async (request, reply) => {
      const businessName =
        String(request.body?.business_name ?? '')
          .trim()
          .slice(0, 100) || 'Friendly Host host';
      const link = await provider.completeOnboarding(request.params.token, businessName);
      if (!link) {
        const { link: known } = await provider.findLink(request.params.token, 'onboarding');
        if (known) return reply.redirect(backToApp(request, known.refreshUrl), 303);
        return page(
          reply,
          404,
          'Link not found',
          '<h1>Link not found</h1><p>This onboarding link does not exist.</p>',
        );
      }
      // What Stripe would announce with account.updated: store it for the host now.
      await applyAccountSnapshot(app.deps, await app.deps.providers.payments.retrieveAccount(link.accountId));
      return reply.redirect(backToApp(request, link.returnUrl), 303);
    },
  );

  app.get<{ Params: { token: string } }>('/sandbox/connect/dashboard/:token', async (request, reply) => {
    const { link, usable } = await provider.findLink(request.params.token, 'dashboard');
    if (!link || !usable) {
      return page(
        reply,
        404,
        'Link expired',
        '<h1>This dashboard link has expired</h1><p>Open the dashboard again from Friendly Host.</p>',
      );
    }
    const account = await provider.accountById(link.accountId);
    const balance = (await provider.balanceOf(link.accountId))
      .map(({ amountMinor, currency }) => formatMoney(amountMinor, currency))
      .join(', ');
    const yesNo = (value: boolean | undefined) => (value ? 'Enabled' : 'Disabled');
    return page(
      reply,
      200,
      'Dashboard',
      `<h1>Sandbox Express dashboard</h1>
<dl>
<dt>Account</dt><dd><code>${escapeHtml(link.accountId)}</code></dd>
<dt>Name</dt><dd>${escapeHtml(account?.businessName ?? '—')}</dd>
<dt>Details submitted</dt><dd>${account?.detailsSubmitted ? 'Yes' : 'No'}</dd>
<dt>Charges</dt><dd>${yesNo(account?.chargesEnabled)}</dd>
<dt>Payouts</dt><dd>${yesNo(account?.payoutsEnabled)}</dd>
${balance ? `<dt>Balance</dt><dd>${escapeHtml(balance)}</dd>\n` : ''}</dl>
<p class="muted">Each payment and its payout is listed on Friendly Host’s Payment Transaction screen.</p>`,
    );
  });

  const payPage = (
    reply: FastifyReply,
    status: number,
    intent: { amount: number; currency: string; description: string | null },
    note = '',
  ) =>
    page(
      reply,
      status,
      'Pay for your seat',
      `<h1>Pay for your seat</h1>
<p>${escapeHtml(intent.description ?? 'A seat')}: <strong>${escapeHtml(formatMoney(intent.amount, intent.currency))}</strong></p>
${note}
<p class="muted">Test cards: 4242 4242 4242 4242 is paid; 4000 0000 0000 0002 is declined. Any future date and any CVC.</p>
${cardForm('Pay')}`,
    );

  // Stripe's payment sheet, in the sandbox: the test card page of a payment intent.
  app.get<{ Params: { token: string } }>('/sandbox/pay/:token', async (request, reply) => {
    const intent = await provider.intentByCheckoutToken(request.params.token);
    if (!intent)
      return page(
        reply,
        404,
        'Not found',
        '<h1>Payment not found</h1><p>This payment link does not exist.</p>',
      );
    if (intent.status === 'succeeded')
      return page(reply, 200, 'Paid', '<h1>Paid</h1><p>This seat is paid for. You can close this page.</p>');
    return payPage(reply, 200, intent);
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/pay/:token',
    async (request, reply) => {
      const outcome = await provider.payWithCard(
        request.params.token,
        String(request.body?.card ?? '').slice(0, 40),
      );
      const intent = await provider.intentByCheckoutToken(request.params.token);
      if (outcome === 'unknown' || !intent) {
        return page(
          reply,
          404,
          'Not found',
          '<h1>Payment not found</h1><p>This payment link does not exist.</p>',
        );
      }
      if (outcome === 'succeeded' || outcome === 'already_paid') {
        return page(
          reply,
          200,
          'Paid',
          '<h1>Paid</h1><p>Thank you: your payment went through. You can close this page.</p>',
        );
      }
      if (outcome === 'canceled') return page(reply, 409, 'Cancelled', '<h1>This payment was cancelled</h1>');
      const note =
        outcome === 'declined'
          ? '<p role="alert"><strong>Your card was declined.</strong> Try another card.</p>'
          : '<p role="alert"><strong>That is not a test card number.</strong></p>';
      return payPage(reply, 402, intent, note);
    },
  );

  // Stripe's payment sheet in setup mode, in the sandbox: a card saved for off-session
  // charges when a seat frees (docs/decisions/149).
  const setupNotFound = (reply: FastifyReply) =>
    page(reply, 404, 'Not found', '<h1>Card setup not found</h1><p>This link does not exist.</p>');
  const setupPage = (reply: FastifyReply, status: number, setup: { description: string | null }, note = '') =>
    page(
      reply,
      status,
      'Save a card',
      `<h1>Save a card</h1>
<p>${escapeHtml(setup.description ?? 'A card for later')}</p>
${note}
<p class="muted">Test cards: 4242 4242 4242 4242 is charged when a seat frees; 4000 0027 6000 3184 needs authentication, so you get an offer to claim instead; 4000 0000 0000 9995 is declined. Any future date and any CVC.</p>
${cardForm('Save card')}`,
    );
  const savedPage = (request: FastifyRequest, reply: FastifyReply, returnUrl: string | null) =>
    page(
      reply,
      200,
      'Card saved',
      `<h1>Card saved</h1><p>Your card is saved: it is charged only if a seat frees for you. You can close this page.</p>
${returnUrl ? `<p><a href="${escapeHtml(backToApp(request, returnUrl))}">Back to Friendly Host</a></p>` : ''}`,
    );

  app.get<{ Params: { token: string } }>('/sandbox/setup/:token', async (request, reply) => {
    const setup = await provider.setupByCheckoutToken(request.params.token);
    if (!setup) return setupNotFound(reply);
    if (setup.status === 'succeeded') return savedPage(request, reply, setup.returnUrl);
    return setupPage(reply, 200, setup);
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/setup/:token',
    async (request, reply) => {
      const outcome = await provider.saveCard(
        request.params.token,
        String(request.body?.card ?? '').slice(0, 40),
      );
      const setup = await provider.setupByCheckoutToken(request.params.token);
      if (outcome === 'unknown' || !setup) return setupNotFound(reply);
      if (outcome === 'invalid') {
        const note = '<p role="alert"><strong>That is not a test card number.</strong></p>';
        return setupPage(reply, 402, setup, note);
      }
      return savedPage(request, reply, setup.returnUrl);
    },
  );
};
