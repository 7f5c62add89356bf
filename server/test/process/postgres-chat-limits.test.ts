import { CHAT_MESSAGES } from '@friendly/contracts';
import { describe, expect, it } from 'vitest';
import {
  approvedEvent,
  call,
  eventPicture,
  groupRoom,
  guest,
  readyHost,
  referenceIds,
} from '../../../scripts/bench/world.mjs';
import { deployment, joinRoom, openSocket, scratchPostgres, startInstance } from './live';
import { stopProcessesAfterEachTest } from './support';

stopProcessesAfterEachTest();

/**
 * Chat's per-account limits hold across instances (docs/decisions/105): two server
 * processes on one PostgreSQL count one account's sends and uploads together, in
 * RateLimiterPostgres's table. Runs in the PostgreSQL pass of the server suite.
 */

type Ack = { ok: boolean; error?: string; retry_after?: number };

const LIMITS = { burst: 3, perSecond: 1, uploadsPerHour: 3 };

describe('chat limits across two instances on PostgreSQL', () => {
  it('one account’s sends and uploads are counted together on both instances', async () => {
    const databaseUrl = await scratchPostgres('friendly_chat_limits');
    const setup = deployment({
      DATABASE_URL: databaseUrl,
      CHAT_BURST: String(LIMITS.burst),
      CHAT_PER_SECOND: String(LIMITS.perSecond),
      CHAT_UPLOADS_PER_HOUR: String(LIMITS.uploadsPerHour),
    });
    const [a, b] = await Promise.all([startInstance(setup), startInstance(setup)]);

    const host = await readyHost(a);
    const reference = await referenceIds(a, host.token);
    const event = await approvedEvent(a, host, reference, { title: 'Limited supper', free: true });
    const amy = await guest(a, 'Amy');
    await call(a.url, 'POST', `/api/guest/events/${event.id}/join`, { token: amy.token });
    const roomId = await groupRoom(a, host, event.id);

    // Uploads: the hour's count is the same on both, whatever the time takes.
    const picture = await eventPicture();
    const upload = async (base: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'p.jpg');
      const answer = await fetch(`${base}/api/chat/upload-media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${amy.token}` },
        body: form,
      });
      return { status: answer.status, body: (await answer.json()) as { message?: string } };
    };
    const uploads = [await upload(a.url), await upload(b.url), await upload(a.url), await upload(b.url)];
    expect(uploads.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(uploads[3]!.body.message).toBe(CHAT_MESSAGES.uploadQuotaReached);

    // Sends: ten on each instance at once. Shared, the account gets its burst and one a
    // second, whichever instance it reaches; apart, each instance would give its own.
    const [onA, onB] = [await openSocket(a.url, amy.token), await openSocket(b.url, amy.token)];
    await joinRoom(onA, roomId);
    await joinRoom(onB, roomId);
    const started = performance.now();
    const acks = await Promise.all(
      [onA, onB].flatMap((socket, which) =>
        Array.from(
          { length: 10 },
          (_, turn) =>
            socket
              .timeout(15_000)
              .emitWithAck('send_message', { roomId, content: `flood ${which}-${turn}` }) as Promise<Ack>,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = acks.filter((ack) => ack.ok).length;
    // Fixed one-second windows: at most one for each window the sends touched, plus the burst.
    expect(accepted).toBeLessThanOrEqual(LIMITS.burst + LIMITS.perSecond * (Math.ceil(seconds) + 1));
    const refused = acks.filter((ack) => !ack.ok);
    expect(refused.length).toBeGreaterThan(0);
    for (const ack of refused) {
      expect(ack.error).toBe(CHAT_MESSAGES.sendingTooFast);
      expect(ack.retry_after).toBe(1);
    }
    // What was acknowledged is what is stored, on either instance.
    const stored = await call(b.url, 'GET', `/api/chat/rooms/${roomId}/messages`, { token: host.token });
    expect(
      stored.data.filter((message: { content: string }) => message.content.startsWith('flood')),
    ).toHaveLength(accepted);
    expect([onA.connected, onB.connected]).toEqual([true, true]);
    // Two server starts (tsx, migrations) on a shared two-core machine.
  }, 240_000);
});
