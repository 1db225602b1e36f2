// The machine's Redis for tests (TEST_REDIS_URL, else 127.0.0.1:6379 with a database number of the
// test file's own), and a TCP relay to it that a test can cut and open again.
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * The Redis URL of a test file: TEST_REDIS_URL, else the machine's Redis with database `pglite`
 * or `postgres` (each file runs on both at once, so each run counts in a database of its own).
 */
export function testRedisUrl(databases: { pglite: number; postgres: number }): URL {
  return new URL(
    process.env.TEST_REDIS_URL ??
      `redis://127.0.0.1:6379/${process.env.TEST_DB === 'postgres' ? databases.postgres : databases.pglite}`,
  );
}

/** Whether something accepts connections on `url`'s host and port. */
export function redisAnswers(url: URL): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A TCP relay to Redis that can be cut (every connection closed) and opened again on its port. */
export class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server?.listen(this.port, '127.0.0.1', () => resolve()));
  }

  cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
