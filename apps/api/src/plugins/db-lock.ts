// One server process per DATA_DIR: the embedded PGlite database must never be opened twice.
// DATA_DIR/db.lock holds the pid of its owner; a lock left by a dead process is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseLockError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server process (pid ${pid}) is already using DATA_DIR ${dataDir}; ` +
        'stop it or choose another DATA_DIR.',
    );
    this.name = 'DatabaseLockError';
  }
}

/** Lock files held by this process (its pid may equal that of a dead earlier owner, e.g. pid 1). */
const held = new Set<string>();

process.on('exit', () => {
  for (const file of held) releaseFile(file);
});

/** Whether a process of this pid runs on this machine (EPERM: it does, as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function releaseFile(file: string): void {
  held.delete(file);
  try {
    if (readPid(file) === process.pid) unlinkSync(file);
  } catch {
    // already gone
  }
}

/** The pid of the live process that holds DATA_DIR/db.lock (not this one), or null. */
export function liveLockOwner(dataDir: string): number | null {
  const owner = readPid(join(dataDir, 'db.lock'));
  return owner !== null && owner !== process.pid && isProcessAlive(owner) ? owner : null;
}

/** Takes DATA_DIR/db.lock or throws DatabaseLockError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (held.has(file)) throw new DatabaseLockError(dataDir, process.pid);
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return () => releaseFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPid(file);
    if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
      throw new DatabaseLockError(dataDir, owner);
    }
    // Stale (dead owner, unreadable, or our own pid left by an earlier run): take it over.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`Could not take the lock ${file}; try again.`);
}
