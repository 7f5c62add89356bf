import net from 'node:net';

/**
 * A TCP proxy to stand between a server and PostgreSQL and play a database restart
 * without restarting the machine's shared PostgreSQL (docs/decisions/094): `down()` cuts
 * every open connection at once and refuses new ones (reset) until `up()`. What the server
 * sees is what a restart or a failover looks like from its side: connections that end
 * unexpectedly, then connections refused, then a database that answers again.
 */
export type FaultProxy = {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  down(): void;
  up(): void;
  /** Connections currently passed through. */
  open(): number;
  close(): Promise<void>;
};

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const down = () => {
    refusing = true;
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    through(url) {
      const next = new URL(url);
      next.hostname = '127.0.0.1';
      next.port = String(port);
      return next.toString();
    },
    down,
    up() {
      refusing = false;
    },
    open: () => pairs.size,
    async close() {
      down();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
