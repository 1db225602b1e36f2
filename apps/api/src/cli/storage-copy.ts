// `npm run storage:copy`: copies the stored files of DATA_DIR/files into the bucket of S3_* (the
// move from the embedded default to S3). Idempotent and resumable: an object already in the bucket
// with the same size is skipped, and S3 never shows a partial object, so running it again after an
// interruption copies only what is missing. Prints a progress line every 50 files and at the end;
// exits 1 when a file could not be copied (the others are copied all the same) or S3_* is unset.
// The storage's instance marker goes last, so the server started on the bucket finds it its own.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createS3Client, S3Storage } from '../plugins/s3-storage';
import { LinkSigner, LocalDiskStorage, type Storage } from '../plugins/storage';
import { loadCliConfig } from './cli-config';

export interface CopyProgress {
  /** Files looked at so far (copied, skipped or failed), of `total`. */
  done: number;
  total: number;
  copied: number;
  skipped: number;
  failed: number;
  /** Bytes copied so far. */
  bytes: number;
}

export interface CopyOptions {
  /** Called after every `every` files and once at the end. */
  onProgress?(progress: CopyProgress): void;
  every?: number;
  onError?(key: string, err: unknown): void;
}

/**
 * Copies every file of `from` missing in `to` (or there with another size) and then, when every
 * file is there, the instance marker (storage-binding.ts): the bucket belongs to the same database.
 * Refuses a `to` that carries another instance's marker. Answers the counts.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  options: CopyOptions = {},
): Promise<CopyProgress> {
  const [marker, existing] = await Promise.all([from.readMarker(), to.readMarker()]);
  if (existing && existing !== marker) {
    throw new Error(
      `the target belongs to instance ${existing}, the files to copy to ${marker ? `instance ${marker}` : 'no instance yet'}: copy into an empty bucket`,
    );
  }
  const present = new Map<string, number>();
  for await (const entry of to.list('')) present.set(entry.key, entry.size);
  const files = [];
  for await (const entry of from.list('')) files.push(entry);
  files.sort((a, b) => a.key.localeCompare(b.key));
  const progress: CopyProgress = { done: 0, total: files.length, copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const every = options.every ?? 50;
  for (const file of files) {
    try {
      if (present.get(file.key) === file.size) {
        progress.skipped++;
      } else {
        const source = await from.getStream(file.key);
        if (source) {
          const { size } = await to.putStream(file.key, source.stream);
          progress.copied++;
          progress.bytes += size;
        } else {
          progress.skipped++; // removed since it was listed
        }
      }
    } catch (err) {
      progress.failed++;
      options.onError?.(file.key, err);
    }
    progress.done++;
    if (progress.done % every === 0 && progress.done < progress.total) options.onProgress?.({ ...progress });
  }
  if (marker && progress.failed === 0) await to.writeMarker(marker);
  options.onProgress?.({ ...progress });
  return progress;
}

const megabytes = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'copied 120/450 files (35.2 MB), 3 already there, 0 failed' */
export const progressLine = (p: CopyProgress) =>
  `copied ${p.copied}/${p.total} files (${megabytes(p.bytes)} MB), ${p.skipped} already there, ${p.failed} failed`;

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  if (!config.s3) {
    console.error(
      'storage:copy: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
    );
    return 1;
  }
  const signer = new LinkSigner(config.secretKey);
  const from = new LocalDiskStorage(join(config.dataDir, 'files'), signer, join(config.dataDir, 'tmp'));
  const client = createS3Client(config.s3);
  const to = new S3Storage(client, config.s3.bucket, signer);
  console.log(`Copying ${join(config.dataDir, 'files')} to the bucket ${config.s3.bucket}…`);
  try {
    const result = await copyStorage(from, to, {
      onProgress: (p) => console.log(progressLine(p)),
      onError: (key, err) => console.error(`could not copy ${key}: ${(err as Error).message}`),
    });
    if (result.failed > 0) {
      console.error(`${result.failed} files were not copied: run storage:copy again.`);
      return 1;
    }
    return 0;
  } catch (err) {
    console.error(`storage:copy failed: ${(err as Error).message}`);
    return 1;
  } finally {
    client.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
