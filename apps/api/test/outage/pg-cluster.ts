// A throwaway PostgreSQL cluster for the outage tests: initdb in a temporary folder, its own port
// on 127.0.0.1 and its own socket folder, trust authentication. initdb and postgres refuse to run
// as root, so as root every PostgreSQL binary runs as the `postgres` OS user (runuser).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  port: number;
  url: string;
  dir: string;
  /** pg_ctl restart -m fast (waits until the server accepts connections again). */
  restartFast(): Promise<void>;
  /** pg_ctl stop -m immediate: the server dies at once, without a checkpoint. */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** True when pg_isready reports that the server accepts connections. */
  isReady(): Promise<boolean>;
  /** The server log (for failure messages). */
  log(): string;
  destroy(): Promise<void>;
}

/** The folder of initdb/pg_ctl/postgres/pg_isready, or null when PostgreSQL is not installed. */
export function findPgBin(): string | null {
  const has = (dir: string) =>
    ['initdb', 'pg_ctl', 'postgres', 'pg_isready'].every((b) => existsSync(join(dir, b)));
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, 'bin')));
  }
  candidates.push('/usr/local/pgsql/bin', '/usr/local/bin', '/usr/bin');
  return candidates.find(has) ?? null;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function run(bin: string, tool: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${tool} ${args.join(' ')} failed: ${err.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

export async function createPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'rx-pg-outage-'));
  if (isRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  await run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=30',
    '-c shared_buffers=16MB',
  ].join(' ');
  const pgCtl = (args: string[]) => run(bin, 'pg_ctl', ['-D', data, '-l', logFile, ...args]);
  const start = async () => {
    await pgCtl(['start', '-w', '-t', '60', '-o', options]);
  };
  await start();
  return {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    restartFast: async () => {
      await pgCtl(['restart', '-m', 'fast', '-w', '-t', '60', '-o', options]);
    },
    stopImmediate: async () => {
      await pgCtl(['stop', '-m', 'immediate', '-w', '-t', '60']);
    },
    isReady: () =>
      run(bin, 'pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-q'], 5_000).then(
        () => true,
        () => false,
      ),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy: async () => {
      await pgCtl(['stop', '-m', 'immediate', '-w', '-t', '60']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
