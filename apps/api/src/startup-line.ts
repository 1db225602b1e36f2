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

export function startupLine(
  config: Pick<Config, 'host' | 'port' | 'publicUrl' | 'dataDir' | 'databaseUrl' | 'smtpUrl'>,
): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = `http://${host}:${config.port}`;
  const publicNote = config.publicUrl === address ? '' : ` (public address ${config.publicUrl})`;
  const data = config.databaseUrl
    ? `data in ${databaseWhere(config.databaseUrl)}, files in ${config.dataDir}`
    : `data in ${config.dataDir} (embedded database)`;
  return `RX Odonto is running: open ${address}${publicNote} · ${data} · ${mailWhere(config)}`;
}
