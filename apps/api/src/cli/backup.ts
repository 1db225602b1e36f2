// `npm run backup -- <file>`: writes the database and every stored file to one archive, while the
// server may keep running (src/backup). Reads the same environment (and .env) as the server.
import { pathToFileURL } from 'node:url';
import { formatSize, writeBackup } from '../backup/backup';
import { BackupError } from '../backup/database-dump';
import { cliPath, loadCliConfig } from './cli-config';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error('usage: npm run backup -- <file>   (for example backups/2026-11-25.tar.gz)');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const target = cliPath(args[0] as string);
  try {
    const result = await writeBackup(config, target, { onProgress: (line) => console.log(line) });
    console.log(
      `backup written to ${target} (${formatSize(result.archiveBytes)}): the ${result.database} database and ${result.files} files`,
    );
    return 0;
  } catch (err) {
    console.error(`backup failed: ${(err as Error).message}`);
    if (!(err instanceof BackupError)) console.error(err);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // exit() also closes the S3 client's kept-alive sockets.
  process.exit(await main(process.argv.slice(2)));
}
