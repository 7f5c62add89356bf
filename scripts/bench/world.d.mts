// Types of world.mjs, for the server's TypeScript tests that build their worlds with it.

/** A running server: its URL, its DATA_DIR (for the SMS outbox) and its admin token. */
export type WorldServer = { url: string; dataDir: string; adminToken: string };
export type Person = { token: string; id: number; slug: string; phone: string };
export type Reference = { categories: number[]; spots: number[]; ages: number[] };
export type EventOptions = {
  title: string;
  day?: number;
  free?: boolean;
  capacity?: number;
  images?: number;
};
// biome-ignore lint/suspicious/noExplicitAny: answers of many routes, read field by field.
export type Json = any;
export type RequestOptions = {
  token?: string;
  admin?: string;
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
};

export const AUSTRALIA: { country_code: string; country_id: number; iso_code: string };
export class HttpFailure extends Error {
  status: number;
  body: unknown;
}
export function request(
  baseUrl: string,
  method: string,
  url: string,
  options?: RequestOptions,
): Promise<{ status: number; body: Json }>;
export function call(baseUrl: string, method: string, url: string, options?: RequestOptions): Promise<Json>;
export function nextPhone(): string;
export function lastCode(dataDir: string, e164: string): string;
export function signUp(server: WorldServer, role: 'host' | 'guest'): Promise<Person>;
export function readyHost(server: WorldServer, name?: string): Promise<Person>;
export function guest(server: WorldServer, name: string): Promise<Person>;
export function teamCommand(server: WorldServer, command: Record<string, unknown>): Promise<string>;
export function referenceIds(server: WorldServer, token: string): Promise<Reference>;
export function eventPicture(): Promise<Buffer>;
export function eventForm(reference: Reference, options: EventOptions): Promise<FormData>;
export function approvedEvent(
  server: WorldServer,
  host: Person,
  reference: Reference,
  options: EventOptions,
): Promise<Json>;
export function payOnSandbox(checkoutUrl: string, card?: string): Promise<number>;
export function groupRoom(server: WorldServer, host: Person, eventId: number): Promise<number>;
