// A small world made through the HTTP API, as the app and the team make it: hosts ready to
// host (profile, the team's approval, sandbox payouts), events with pictures (multipart),
// approved by the team, guests with a profile, seats joined and paid on the sandbox's card
// page, group chats. Used by the load scenario (scripts/bench/load.mjs) and by the server's
// process tests (server/test/process/), against servers started on a DATA_DIR whose SMS
// outbox they can read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const AUSTRALIA = { country_code: '+61', country_id: 21, iso_code: 'AU' };

/** An HTTP failure with the answer's status and body. */
export class HttpFailure extends Error {
  constructor(what, status, body) {
    super(`${what} answered ${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * One request; answers `{ status, body }` (body parsed when JSON). `token` is a bearer
 * token, `admin` the admin token, `json` a JSON body, `form` a FormData body.
 */
export async function request(baseUrl, method, url, options = {}) {
  const headers = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.admin ? { 'x-admin-token': options.admin } : {}),
    ...(options.json ? { 'content-type': 'application/json' } : {}),
  };
  const answer = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.json ? JSON.stringify(options.json) : options.form,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await answer.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: answer.status, body };
}

/** As `request`, but anything other than 2xx throws an HttpFailure. */
export async function call(baseUrl, method, url, options = {}) {
  const answer = await request(baseUrl, method, url, options);
  if (answer.status < 200 || answer.status > 299)
    throw new HttpFailure(`${method} ${url}`, answer.status, answer.body);
  return answer.body;
}

let numbers = 0;
/** A distinct Australian mobile number per call in this process. */
export function nextPhone() {
  numbers += 1;
  return `4${String(10_000_000 + ((process.pid * 7919 + numbers * 104_729) % 89_999_999)).padStart(8, '0')}`;
}

/** The code last texted to `e164`, read from the server's SMS outbox (DATA_DIR/sms-outbox.jsonl). */
export function lastCode(dataDir, e164) {
  const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  for (const line of lines.reverse()) {
    const message = JSON.parse(line);
    if (message.to === e164) return /\b(\d{6})\b/.exec(message.body)?.[1];
  }
  throw new Error(`no code was sent to ${e164}`);
}

/** Registers an account and enters its code: `{ token, id, slug, phone }`. */
export async function signUp(server, role) {
  const phone = nextPhone();
  const { user_slug: slug } = await call(server.url, 'POST', '/api/register', {
    json: { ...AUSTRALIA, phone, role },
  });
  const otp = lastCode(server.dataDir, `+61${phone}`);
  const verified = await call(server.url, 'POST', '/api/verify-otp', { json: { slug, otp } });
  return { token: verified.token, id: verified.data.id, slug, phone };
}

/** A host who may create events: profile complete, approved by the team, sandbox payouts connected. */
export async function readyHost(server, name = 'Nora Quinn') {
  const host = await signUp(server, 'host');
  await call(server.url, 'POST', '/api/complete-profile', {
    token: host.token,
    json: {
      name,
      phone: host.phone,
      ...AUSTRALIA,
      location: 'Sydney, Australia',
      latitude: -33.86,
      longitude: 151.2,
      bio: 'Long lunches for a few friends at a time.',
    },
  });
  await teamCommand(server, { name: 'hosts.approve', who: host.slug });
  const link = await call(server.url, 'POST', '/api/stripe/create-account-link', {
    token: host.token,
    json: { return_url: `${server.url}/`, refresh_url: `${server.url}/` },
  });
  const onboarding = await fetch(link.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'business_name=Nora%27s+Table',
    redirect: 'manual',
  });
  if (onboarding.status !== 303)
    throw new HttpFailure('sandbox onboarding', onboarding.status, await onboarding.text());
  await call(server.url, 'POST', '/api/stripe/handle-return', { token: host.token });
  return host;
}

/** A guest with a name on their profile. */
export async function guest(server, name) {
  const person = await signUp(server, 'guest');
  await call(server.url, 'POST', '/api/guest/profile', { token: person.token, json: { name } });
  return person;
}

/** The team's admin command through the running server (what `npm run admin` sends). */
export async function teamCommand(server, command) {
  const result = await call(server.url, 'POST', '/api/admin/commands', {
    admin: server.adminToken,
    json: command,
  });
  if (!result.ok) throw new Error(`${command.name}: ${result.output}`);
  return result.output;
}

/** Ids of the reference lists an event form names. */
export async function referenceIds(server, token) {
  const list = async (name) =>
    (await call(server.url, 'GET', `/api/${name}`, { token })).data.map((entry) => entry.id);
  const [categories, spots, ages] = await Promise.all([
    list('categories'),
    list('spots'),
    list('event-ages'),
  ]);
  return { categories, spots, ages };
}

let picture;
/** A 1200×900 JPEG, as a phone would send (made once). */
export async function eventPicture() {
  picture ??= await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f855a' } })
    .jpeg()
    .toBuffer();
  return picture;
}

/** The event form as the app posts it: multipart, `images` pictures under images[]. */
export async function eventForm(reference, { title, day = 21, free = false, capacity = 6, images = 1 }) {
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  const fields = {
    title,
    location: 'Surry Hills, Sydney NSW, Australia',
    latitude: '-33.8886',
    longitude: '151.2094',
    category: reference.categories.slice(0, 2).join(','),
    spot_ids: String(reference.spots[0]),
    age_group_ids: reference.ages.slice(0, 2).join(','),
    date,
    start_time: '18:00:00',
    end_time: '21:00:00',
    time_zone: 'Australia/Sydney',
    description: 'A supper for a few curious people, with more than ten characters.',
    event_type: 'all',
    user_type: 'individual',
    is_paid: free ? '0' : '1',
    price: free ? '0' : '25.00',
    enable_discount: '0',
    discount_amount: '0',
    is_capacity_limited: '1',
    capacity: String(capacity),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = await eventPicture();
  for (let index = 0; index < images; index++)
    form.append('images[]', new Blob([bytes], { type: 'image/jpeg' }), `supper-${index + 1}.jpg`);
  return form;
}

/** Creates an event through the form and has the team approve it: its detail. */
export async function approvedEvent(server, host, reference, options) {
  const created = await call(server.url, 'POST', '/api/event', {
    token: host.token,
    form: await eventForm(reference, options),
  });
  await teamCommand(server, { name: 'events.approve', slug: created.data.slug });
  return created.data;
}

/** Pays a seat on the sandbox's test card page, as the guest's browser posts it: the status. */
export async function payOnSandbox(checkoutUrl, card = '4242 4242 4242 4242') {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  await answer.text();
  return answer.status;
}

/** The host opens the event's group chat: the room's id. */
export async function groupRoom(server, host, eventId) {
  return (
    await call(server.url, 'POST', '/api/chat/rooms/group', {
      token: host.token,
      json: { event_id: eventId },
    })
  ).data.id;
}
