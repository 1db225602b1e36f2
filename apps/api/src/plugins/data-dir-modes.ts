// DATA_DIR is owner-only: folders 0700, files 0600, whatever the umask (the embedded database,
// the stored files, secret.key, backups' snapshots, the outbox). Every entry point (the server,
// its cluster's primary and workers, each npm run tool) sets the process umask to 077 first, so
// whatever it creates (PGlite writes through Node's fs) is owner-only; the server also walks
// DATA_DIR at start and narrows what an older version, a restore by another tool or a copy by
// hand left wider.
import type { Dirent } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const OWNER_ONLY_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** New files and folders of this process are its owner's alone. */
export function restrictUmask(): void {
  process.umask(OWNER_ONLY_UMASK);
}

export interface ModesFixed {
  /** Entries whose mode was narrowed. */
  fixed: number;
  /** Entries whose mode could not be changed (not this user's), with the first error. */
  failed: number;
  firstError?: string;
}

/**
 * Narrows every folder of `dataDir` (itself included) to 0700 and every file to 0600; symbolic
 * links are not followed. A missing `dataDir` is no error.
 */
export async function restrictDataDir(dataDir: string): Promise<ModesFixed> {
  const result: ModesFixed = { fixed: 0, failed: 0 };
  const narrow = async (path: string, mode: number, current: number) => {
    if ((current & 0o7777) === mode) return;
    try {
      await chmod(path, mode);
      result.fixed++;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      result.failed++;
      result.firstError ??= `${path}: ${(err as Error).message}`;
    }
  };
  const visit = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    // 64 entries at a time: a folder of 100,000 stored files is not stat-ed all at once.
    for (let i = 0; i < entries.length; i += 64) {
      await Promise.all(
        entries.slice(i, i + 64).map(async (entry) => {
          const path = join(dir, entry.name);
          if (entry.isSymbolicLink()) return;
          const info = await lstat(path).catch(() => null);
          if (!info) return;
          if (entry.isDirectory()) {
            await narrow(path, FOLDER_MODE, info.mode);
            await visit(path);
          } else {
            // Files, and the backup socket (a socket's mode decides who may connect).
            await narrow(path, FILE_MODE, info.mode);
          }
        }),
      );
    }
  };
  const top = await lstat(dataDir).catch(() => null);
  if (!top?.isDirectory()) return result;
  await narrow(dataDir, FOLDER_MODE, top.mode);
  await visit(dataDir);
  return result;
}
