import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/lib/api-operations';
import { runAdminCommand } from '../../src/modules/admin/commands';
import { createEvent, readyHost } from '../support/event-hosts';
import { AU, lastCodeFor, uniqueAuPhone } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * The contract can be used, not only linted (docs/decisions/108): a typed client is
 * generated from the live /api/docs/json as the mobile team generates theirs
 * (openapi-typescript), a guest's journey written against it must type-check (the
 * TypeScript compiler, strict), and then runs with openapi-fetch over real HTTP against
 * the server listening on a port: sign up with a phone number and the code the SMS outbox
 * received, browse, join a free event, open and list the chat rooms, leave.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The guest's journey, written against the generated types only. It lives next to them in
 * a scratch folder under node_modules (so `openapi-fetch`'s types resolve as in a client
 * project), is type-checked there, and runs as JavaScript: its imports are types only.
 */
const JOURNEY = `
import type { Client } from 'openapi-fetch';
import type { operations, paths } from './api';

export type JourneyInput = {
  phone: string;
  country: { country_code: string; country_id: number; iso_code: string };
  eventId: number;
  readCode: (e164: string) => string;
};

// The operations a generated client names by operationId (a mobile generator's function names).
export type Named = Pick<operations, 'signUp' | 'verifyPhoneCode' | 'listEvents' | 'joinEvent' | 'openGroupChatRoom' | 'listChatRooms' | 'leaveEvent'>;

export async function guestJourney(client: Client<paths>, input: JourneyInput) {
  const signUp = await client.POST('/api/register', {
    body: { ...input.country, phone: input.phone, role: 'guest' },
  });
  if (!signUp.data) throw new Error('register: ' + signUp.error?.message);
  const slug: string = signUp.data.user_slug;

  // A wrong code: the error answer is typed, its messages beside the field.
  const wrong = await client.POST('/api/verify-otp', { body: { slug, otp: '000000' } });
  const wrongMessage: string | undefined = wrong.error?.message;
  const wrongField: string[] | undefined = wrong.error?.errors?.otp;

  const verified = await client.POST('/api/verify-otp', {
    body: { slug, otp: input.readCode(input.country.country_code + input.phone) },
  });
  if (!verified.data) throw new Error('verify-otp: ' + verified.error?.message);
  const headers = { Authorization: 'Bearer ' + verified.data.token };

  const named = await client.POST('/api/guest/profile', { body: { name: 'Ada' }, headers });
  if (!named.data) throw new Error('guest profile: ' + named.error?.message);

  const browse = await client.GET('/api/guest/events', { params: { query: { per_page: 50 } }, headers });
  if (!browse.data) throw new Error('browse: ' + browse.error?.message);
  const seen = browse.data.data.find((card) => card.id === input.eventId);

  const id = String(input.eventId);
  const joined = await client.POST('/api/guest/events/{id}/join', { params: { path: { id } }, headers });
  if (!joined.data) throw new Error('join: ' + joined.error?.message);
  const joinedAgain = await client.POST('/api/guest/events/{id}/join', { params: { path: { id } }, headers });

  const room = await client.POST('/api/chat/rooms/group', { body: { event_id: input.eventId }, headers });
  if (!room.data) throw new Error('group room: ' + room.error?.message);
  const rooms = await client.GET('/api/chat/rooms', { headers });
  if (!rooms.data) throw new Error('rooms: ' + rooms.error?.message);

  const left = await client.POST('/api/guest/events/{id}/leave', { params: { path: { id } }, headers });
  if (!left.data) throw new Error('leave: ' + left.error?.message);

  const signedOut = await client.GET('/api/chat/rooms');
  return {
    wrong: { status: wrong.response.status, message: wrongMessage, field: wrongField },
    seen: seen ? { title: seen.title, joined: seen.joined } : null,
    joined: joined.data.data,
    joinedAgain: { status: joinedAgain.response.status, message: joinedAgain.error?.message },
    room: { id: room.data.data.id, event_id: room.data.data.event_id },
    rooms: rooms.data.data.map((each) => ({ id: each.id, event_id: each.event_id })),
    left: left.data.data,
    signedOut: { status: signedOut.response.status, message: signedOut.error?.message },
  };
}
`;

let ctx: TestContext;
let baseUrl: string;
let scratch: string;
let eventId: number;
let eventTitle: string;
/** The generated client's types (openapi-typescript's output), as a mobile build gets them. */
let types: string;
let journeyFile: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const host = await readyHost(ctx);
  const event = await createEvent(ctx, host, { event_type: 'plus-priority', is_paid: '0' });
  const approved = await runAdminCommand(
    { db: ctx.database.db, now: ctx.clock() },
    { name: 'events.approve', slug: event.slug },
  );
  expect(approved.ok).toBe(true);
  eventId = event.id;
  eventTitle = String(event.title);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
// Generating is a hook of its own, so each stays within the hook timeout on a busy machine.
beforeAll(async () => {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  scratch = mkdtempSync(path.join(cache, 'friendly-openapi-client-'));
  const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Parameters<
    typeof openapiTS
  >[0];
  types = astToString(await openapiTS(document));
  writeFileSync(path.join(scratch, 'api.d.ts'), types);
  journeyFile = path.join(scratch, 'journey.ts');
  writeFileSync(journeyFile, JOURNEY);
});
afterAll(async () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  await closeTestApp(ctx);
});

describe(`a client generated from /api/docs/json (${testDriver})`, () => {
  it('types every operation under its stable operationId', () => {
    const operations = /export interface operations \{([\s\S]*)\n\}/.exec(types)?.[1] ?? '';
    for (const { id } of Object.values(API_OPERATIONS)) expect(operations, id).toContain(`\n    ${id}: {`);
    expect(types).toContain('"/api/guest/events/{id}/join": {');
  });

  // Compiling is CPU work: seconds on a quiet machine, several times that when other
  // suites share the two cores, so this one test may take longer than the suite's 30 s.
  it('type-checks a guest’s journey written against the generated types (strict)', {
    timeout: 120_000,
  }, () => {
    const program = ts.createProgram([journeyFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const source = program.getSourceFile(journeyFile);
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('walks the journey with openapi-fetch against the listening server', async () => {
    // The same journey, run: its imports are types only, so its JavaScript stands alone.
    const { outputText } = ts.transpileModule(JOURNEY, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    const runnable = path.join(scratch, 'journey.mjs');
    writeFileSync(runnable, outputText);
    const { guestJourney } = (await import(/* @vite-ignore */ pathToFileURL(runnable).href)) as {
      guestJourney: (client: unknown, input: unknown) => Promise<Record<string, unknown>>;
    };
    const outcome = await guestJourney(createClient({ baseUrl }), {
      phone: uniqueAuPhone(),
      country: { country_code: AU.country_code, country_id: AU.country_id, iso_code: AU.iso_code },
      eventId,
      readCode: (e164: string) => lastCodeFor(ctx, e164),
    });

    expect(outcome).toEqual({
      wrong: { status: 422, message: expect.any(String), field: [expect.any(String)] },
      seen: { title: eventTitle, joined: false },
      joined: {
        event_id: eventId,
        status: 'joined',
        spots: expect.any(Number),
        cancellation_policy: 'flexible',
        refund_if_leaving_now_minor: 0,
        go_status: 'open',
        min_guests: 1,
        decision_at: expect.any(String),
      },
      joinedAgain: { status: 409, message: expect.any(String) },
      room: { id: expect.any(Number), event_id: eventId },
      rooms: [{ id: (outcome.room as { id: number }).id, event_id: eventId }],
      left: expect.objectContaining({ event_id: eventId, status: 'left' }),
      signedOut: { status: 401, message: expect.any(String) },
    });
  });
});
