// Types of load.mjs, for server/test/process/load.test.ts.
import type { Socket } from 'socket.io-client';
import type { Json, Person, WorldServer } from './world.mjs';

export type LoadWorld = {
  hosts: Array<Person & { chatEvent: Json; joinEvent: Json }>;
  guests: Person[];
  rooms: Array<{ id: number; people: Person[] }>;
  sockets: Array<{ socket: Socket; roomId: number; person: Person }>;
};
export type EndpointFigures = {
  name: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};
export type LoadResult = {
  rate: number;
  seconds: number;
  elapsed: number;
  actions: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  requestsPerSecond: number;
  endpoints: EndpointFigures[];
};
export const LOAD_SHAPE: { hosts: number; guests: number; chatMembers: number; capacity: number };
export function setUpLoad(
  servers: WorldServer[],
  options?: { log?: (line: string) => void },
): Promise<LoadWorld>;
export function runLoad(
  servers: WorldServer[],
  world: LoadWorld,
  options: { rate: number; seconds: number; seed?: number },
): Promise<LoadResult>;
export function tearDownLoad(world: LoadWorld): void;
