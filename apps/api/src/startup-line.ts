// The first line the server logs once it listens: the address to open, where the data lives and
// where e-mail goes, without credentials.
import type { Config } from './config';
import { outboxDir } from './plugins/mail';

/** host:port/database of a PostgreSQL URL, without user or password. */
function databaseWhere(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function mailWhere(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  if (!config.smtpUrl) return `e-mail is written to the outbox folder ${outboxDir(config)} (no SMTP_URL)`;
  try {
    return `e-mail is sent through SMTP at ${new URL(config.smtpUrl).hostname}`;
  } catch {
    return 'e-mail is sent through SMTP';
  }
}

/** Where uploaded files go: the S3 bucket (and its server, without credentials), else `dataDir`. */
function filesWhere(config: Pick<Config, 'dataDir'> & { s3?: Config['s3'] }): string {
  if (!config.s3) return config.dataDir;
  const server = config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : '';
  return `the S3 bucket ${config.s3.bucket}${server}`;
}

/** The Redis server (host:port, without credentials) that shares limits and revocations. */
function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `Redis at ${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'Redis (REDIS_URL)';
  }
}

export function startupLine(
  config: Pick<Config, 'host' | 'port' | 'publicUrl' | 'dataDir' | 'databaseUrl' | 'smtpUrl'> & {
    s3?: Config['s3'];
    redisUrl?: string;
  },
): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = `http://${host}:${config.port}`;
  const publicNote = config.publicUrl === address ? '' : ` (public address ${config.publicUrl})`;
  const data = config.databaseUrl
    ? `data in ${databaseWhere(config.databaseUrl)}, files in ${filesWhere(config)}`
    : `data in ${config.dataDir} (embedded database)${config.s3 ? `, files in ${filesWhere(config)}` : ''}`;
  const shared = config.redisUrl
    ? ` · rate limits and revocations shared through ${redisWhere(config.redisUrl)}`
    : '';
  return `RX Odonto is running: open ${address}${publicNote} · ${data}${shared} · ${mailWhere(config)}`;
}
