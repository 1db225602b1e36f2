// What a restore checks before it reads an archive, and how it leaves the target as it found it
// when it refuses or fails: the archive must be a readable file; DATA_DIR's entries that the
// restore makes (files/, tmp/, db.restoring, secret.key, the folders under them, DATA_DIR itself)
// are removed again unless they were there before.
import { constants, type Dirent, existsSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError } from './database-dump';

/** Refuses, with one line, an archive path that is missing, a folder or unreadable. */
export async function checkArchiveInput(source: string): Promise<void> {
  const info = statSync(source, { throwIfNoEntry: false });
  if (!info) throw new BackupError(`${source} does not exist: name a file written by npm run backup.`);
  if (info.isDirectory()) {
    throw new BackupError(`${source} is a folder, not a backup archive: name the .tar.gz file inside it.`);
  }
  try {
    await access(source, constants.R_OK);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new BackupError(`${source} cannot be read (${reason}): run the restore as a user who may read it.`);
  }
}

/** The entries of DATA_DIR a restore may create. */
const TOUCHED = ['files', 'tmp', 'db.restoring', 'secret.key'];

/** Every path under `dir` (folders before what they hold), or [] when it does not exist. */
function pathsUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...pathsUnder(path)] : [path];
  });
}

/** What DATA_DIR held before a restore; `undo` removes what the restore added since. */
export function recordTarget(dataDir: string): { undo(): void } {
  const existed = existsSync(dataDir);
  const before = new Set(
    TOUCHED.flatMap((name) => {
      const path = join(dataDir, name);
      return existsSync(path) ? [path, ...pathsUnder(path)] : [];
    }),
  );
  return {
    undo() {
      for (const name of TOUCHED) {
        const top = join(dataDir, name);
        if (!existsSync(top)) continue;
        if (!before.has(top)) {
          rmSync(top, { recursive: true, force: true });
          continue;
        }
        // Deepest first: files the restore wrote, then the folders it made (if now empty).
        for (const path of pathsUnder(top).reverse()) {
          if (before.has(path)) continue;
          if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
            try {
              rmdirSync(path);
            } catch {
              // not empty: something else wrote there
            }
          } else {
            rmSync(path, { force: true });
          }
        }
      }
      if (!existed) {
        try {
          rmdirSync(dataDir);
        } catch {
          // something else is there
        }
      }
    },
  };
}

/** A zlib or tar error of a damaged or cut archive, as the refusal the operator reads. */
export function asArchiveError(err: unknown, source: string): unknown {
  if (err instanceof BackupError) return err;
  const code = (err as NodeJS.ErrnoException)?.code ?? '';
  const message = (err as Error)?.message ?? '';
  if (
    code.startsWith('Z_') ||
    /unexpected end|invalid tar|incorrect header|invalid (block|distance)/i.test(message)
  ) {
    return new BackupError(
      `${source} is incomplete (it was cut short) or damaged (${message}): nothing was restored.`,
    );
  }
  return err;
}
