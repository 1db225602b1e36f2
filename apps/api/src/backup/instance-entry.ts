// What a backup carries besides the database and the files (archive entry INSTANCE_ENTRY, right
// after backup.json): the storage's instance marker (modules/files/storage-binding.ts), so the
// restored storage is bound to the restored database, and the key that signs file links, so links
// signed before the restore keep working. A key generated into DATA_DIR/secret.key travels whole
// (the archive is as secret as the database it holds: mode 0600); a SECRET_KEY set in the
// environment travels as its fingerprint only, and a restore whose key differs is refused.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { BackupError } from './database-dump';

export const INSTANCE_ENTRY = 'instance.json';

export interface InstanceEntry {
  /** The storage's marker when the backup was made (null: a storage from before the markers). */
  instance: string | null;
  secretKey: {
    from: 'data-dir' | 'environment';
    /** sha256 of the key, first 16 hex characters: tells keys apart, reveals nothing of them. */
    fingerprint: string;
    /** The key itself, when it came from DATA_DIR/secret.key. */
    hex?: string;
  };
}

export const fingerprint = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

const secretFile = (dataDir: string) => join(dataDir, 'secret.key');

export function instanceEntry(config: Config, instance: string | null): InstanceEntry {
  const key = config.secretKey;
  return {
    instance,
    secretKey:
      config.secretKeySource === 'data-dir'
        ? { from: 'data-dir', fingerprint: fingerprint(key), hex: key.toString('hex') }
        : { from: 'environment', fingerprint: fingerprint(key) },
  };
}

/** The key in DATA_DIR/secret.key, or null when there is none. */
function storedKey(dataDir: string): Buffer | null {
  const file = secretFile(dataDir);
  if (!existsSync(file)) return null;
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * Refuses, before anything is written, a target whose link key would differ from the backup's;
 * answers the key to write into DATA_DIR/secret.key once the restore succeeded (or null).
 */
export function checkSecretKey(config: Config, entry: InstanceEntry, source: string): Buffer | null {
  const wanted = entry.secretKey;
  if (wanted.hex !== undefined && !/^[0-9a-f]{64}$/i.test(wanted.hex)) {
    throw new BackupError(`${source} holds a damaged link-signing key: nothing was restored.`);
  }
  const file = secretFile(config.dataDir);
  if (config.secretKeySource === 'environment') {
    if (fingerprint(config.secretKey) === wanted.fingerprint) return null;
    throw new BackupError(
      `${source} was made with another link-signing key (fingerprint ${wanted.fingerprint}) than SECRET_KEY here ` +
        `(${fingerprint(config.secretKey)}): file links signed before would stop working. ` +
        (wanted.hex
          ? `Unset SECRET_KEY (the restore then writes the backup's key to ${file}) or set it to the key of that file.`
          : 'Set SECRET_KEY to the value the backed-up server used, and restore again.'),
    );
  }
  const present = storedKey(config.dataDir);
  if (present && fingerprint(present) === wanted.fingerprint) return null;
  if (present) {
    throw new BackupError(
      `${file} holds another link-signing key (fingerprint ${fingerprint(present)}) than the backup's ` +
        `(${wanted.fingerprint}): restore into a fresh DATA_DIR, or move that file away.`,
    );
  }
  if (!wanted.hex) {
    throw new BackupError(
      `${source} was made with SECRET_KEY set (fingerprint ${wanted.fingerprint}), which a backup does not hold: ` +
        'set SECRET_KEY to the value the backed-up server used, and restore again.',
    );
  }
  return Buffer.from(wanted.hex, 'hex');
}

/** Writes the backup's key as DATA_DIR/secret.key (owner-only), where the server reads it. */
export function writeSecretKey(dataDir: string, key: Buffer): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(secretFile(dataDir), `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
}
