// The events rows of `npm run bench` (docs/decisions/077): a host who may create events, with 20
// events made through the API as the app makes them (multipart, with an image each), so
// `GET /api/events` and the guests' browse near a point are measured on a real list.
import sharp from 'sharp';

const json = async (answer, what) => {
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
};

/** The form's fields for a Standard event `day` days from now, in Sydney. */
function eventForm(reference, day, free = false) {
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Bench supper ${day}`,
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
    description: 'A benchmark supper with more than ten characters.',
    event_type: 'all',
    user_type: 'individual',
    is_paid: free ? '0' : '1',
    price: free ? '0' : '25.00',
    enable_discount: '1',
    discount_amount: '25',
    is_capacity_limited: '1',
    capacity: '6',
  };
}

/**
 * Makes the bench host ready (profile, the team's approval through the admin route,
 * sandbox payouts) and creates `count` events, free or not as `free` says (a boolean, or a
 * function of the event's index), each approved by the team when `approve`. Answers the
 * events made, `{ id, slug, is_paid }` each.
 */
export async function createBenchEvents(
  server,
  token,
  { adminToken, count = 20, free = false, approve = false },
) {
  const isFree = typeof free === 'function' ? free : () => free;
  const auth = { authorization: `Bearer ${token}` };
  const user = (await json(await fetch(`${server.url}/api/user`, { headers: auth }), 'GET /api/user')).data;
  await json(
    await fetch(`${server.url}/api/complete-profile`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Host',
        // Asked for once a profile is complete (the signed-in Lighthouse host's already is).
        email: `bench-${user.slug}@example.test`,
        phone: user.phone,
        country_code: '+61',
        country_id: 21,
        location: 'Sydney, Australia',
        latitude: -33.86,
        longitude: 151.2,
        bio: 'Hosts suppers for the benchmark.',
      }),
    }),
    'complete-profile',
  );
  await json(
    await fetch(`${server.url}/api/admin/commands`, {
      method: 'POST',
      headers: { 'x-admin-token': adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'hosts.approve', who: user.slug }),
    }),
    'hosts approve',
  );
  const link = await json(
    await fetch(`${server.url}/api/stripe/create-account-link`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ return_url: `${server.url}/`, refresh_url: `${server.url}/` }),
    }),
    'create-account-link',
  );
  await fetch(link.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'business_name=Bench',
    redirect: 'manual',
  });
  await json(
    await fetch(`${server.url}/api/stripe/handle-return`, { method: 'POST', headers: auth }),
    'handle-return',
  );

  const list = async (path) =>
    (await json(await fetch(`${server.url}/api/${path}`, { headers: auth }), path)).data;
  const [categories, spots, ages] = await Promise.all([
    list('categories'),
    list('spots'),
    list('event-ages'),
  ]);
  const reference = {
    categories: categories.map((entry) => entry.id),
    spots: spots.map((entry) => entry.id),
    ages: ages.map((entry) => entry.id),
  };
  const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f855a' } })
    .jpeg()
    .toBuffer();
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const form = new FormData();
    for (const [key, value] of Object.entries(eventForm(reference, 21 + index, isFree(index))))
      form.append(key, value);
    form.append('images[]', new Blob([image], { type: 'image/jpeg' }), 'supper.jpg');
    const { data } = await json(
      await fetch(`${server.url}/api/event`, { method: 'POST', headers: auth, body: form }),
      'POST /api/event',
    );
    if (approve) {
      await json(
        await fetch(`${server.url}/api/admin/commands`, {
          method: 'POST',
          headers: { 'x-admin-token': adminToken, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'events.approve', slug: data.slug }),
        }),
        'events approve',
      );
    }
    made.push({ id: data.id, slug: data.slug, is_paid: data.is_paid });
  }
  return made;
}
