#!/usr/bin/env node
// Runs before the browser tests (`npm run test:e2e`): makes sure a Chromium is there, as
// Playwright's `install --with-deps` does for its own browsers. The browser tests use
// CHROMIUM_PATH or /usr/bin/chromium. When neither exists, on Debian or Ubuntu as root, Debian's
// chromium package and the fonts the screenshots need are installed with apt; anywhere else the
// script stops with one line naming the command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const APT_PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];
export const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-liberation'];
const INSTALL_HINT = `sudo apt-get install -y ${APT_PACKAGES.join(' ')}`;

/**
 * What to do, from facts about the machine (no side effects, so it can be tested anywhere).
 * @param {{ env: Record<string, string | undefined>, fileExists: (path: string) => boolean,
 *   platform: string, isRoot: boolean, osRelease: string, hasApt: boolean, hasFonts: boolean }} m
 * @returns {{ action: 'use', path: string, installFonts: string[] }
 *   | { action: 'install', path: string, packages: string[] }
 *   | { action: 'fail', message: string }}
 */
export function planChromium(m) {
  const debianLike = m.platform === 'linux' && /^(ID|ID_LIKE)="?[^\n]*\b(debian|ubuntu)\b/m.test(m.osRelease);
  const canApt = debianLike && m.isRoot && m.hasApt;
  const wanted = m.env.CHROMIUM_PATH;
  if (wanted) {
    if (m.fileExists(wanted)) return { action: 'use', path: wanted, installFonts: [] };
    return {
      action: 'fail',
      message: `CHROMIUM_PATH=${wanted} does not exist: point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (m.fileExists(DEFAULT_CHROMIUM)) {
    return {
      action: 'use',
      path: DEFAULT_CHROMIUM,
      installFonts: canApt && !m.hasFonts ? FONT_PACKAGES : [],
    };
  }
  if (canApt) return { action: 'install', path: DEFAULT_CHROMIUM, packages: APT_PACKAGES };
  const how = debianLike ? INSTALL_HINT : "your system's package manager";
  return {
    action: 'fail',
    message: `Chromium not found at ${DEFAULT_CHROMIUM}: install it (${how}) or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.`,
  };
}

/** The facts planChromium needs, read from this machine. */
export function readMachine(env = process.env) {
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const fonts = has('fc-list') ? (spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '') : '';
  return {
    env,
    fileExists: existsSync,
    platform: process.platform,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    hasApt: has('apt-get'),
    hasFonts: /dejavu/i.test(fonts),
  };
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { env, encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stdout + run.stderr);
      console.error(`apt-get ${args[0]} failed: run "${INSTALL_HINT}" by hand, then npm test again.`);
      process.exit(1);
    }
  }
}

function main() {
  const plan = planChromium(readMachine());
  if (plan.action === 'fail') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === 'install') {
    console.log(
      `Chromium not found: installing Debian's ${plan.packages.join(', ')} with apt-get (once, about a minute)…`,
    );
    aptInstall(plan.packages);
  } else if (plan.installFonts.length > 0) {
    console.log(`Installing the fonts the screenshots need (${plan.installFonts.join(', ')}) with apt-get…`);
    aptInstall(plan.installFonts);
  }
  const version = execFileSync(plan.path, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(`Browser tests use ${version} (${plan.path}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
