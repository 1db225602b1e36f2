// The configuration of a command-line tool: as the server reads it (a .env in the working directory
// fills the variables that are not already set), or null after printing why it is invalid.
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { type Config, ConfigError, type LoadConfigOptions, loadConfig } from '../config';
import { restrictUmask } from '../plugins/data-dir-modes';

export function loadCliConfig(options: LoadConfigOptions = {}): Config | null {
  // What the tool writes into DATA_DIR (a restored database, files, secret.key) is owner-only.
  restrictUmask();
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env, options);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return null;
  }
}

/** A path given on the command line, relative to where npm was run (npm run moves to the root). */
export const cliPath = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
