// `npm run restore -- <file>`: rebuilds a backup into the DATA_DIR or DATABASE_URL (and the files
// into DATA_DIR/files or S3_BUCKET) of the environment; refuses a target that is not empty.
import { pathToFileURL } from 'node:url';
import { BackupError } from '../backup/database-dump';
import { restoreBackup } from '../backup/restore';
import { cliPath, loadCliConfig } from './cli-config';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run restore -- <file>   (into a fresh DATA_DIR or an empty DATABASE_URL)');
    return 2;
  }
  // No secret.key is generated here: a restore that refuses leaves DATA_DIR as it was, and one that
  // succeeds writes the backup's key.
  const config = loadCliConfig({ createSecretKey: false });
  if (!config) return 1;
  const source = cliPath(args[0] as string);
  try {
    const result = await restoreBackup(config, source, { onProgress: (line) => console.log(line) });
    console.log(
      `restored the backup of ${result.createdAt}: ${result.from === result.database ? `the ${result.database} database` : `the ${result.from} database into ${result.database}`} and ${result.files} files; start the server on it`,
    );
    if (!result.carried) {
      console.log(
        'this backup is from an older version: it holds neither the storage marker nor the link-signing key. ' +
          'The server binds the storage at its start; file links signed before the backup no longer work.',
      );
    }
    return 0;
  } catch (err) {
    console.error(`restore refused or failed: ${(err as Error).message}`);
    if (!(err instanceof BackupError)) console.error(err);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
