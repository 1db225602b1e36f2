import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'x'.repeat(32);
const tmp = mkdtempSync(join(tmpdir(), 'rx-config-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ SECRET_KEY: SECRET, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ SECRET_KEY: SECRET });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(5);
    expect(config.databaseConnectTimeoutMs).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mailFrom).toBe('RX Odonto <nao-responda@rxodonto.com.br>');
    expect(config.googleClientId).toBeUndefined();
    expect(config.googleJwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(config.s3).toBeNull();
    expect(config.sessionDays).toBe(30);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.webDistDir).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
    expect(config.site).toEqual({
      name: 'RX Odonto',
      whatsapp: '5511999999999',
      email: 'contato@rxodonto.com.br',
      legalName: 'RX Odonto Consultoria e Treinamentos Ltda.',
      cnpj: null,
      socialUrl: 'https://www.instagram.com/rxodonto',
      videos: { about: null, services: null },
    });
    expect(config.requireSiteFacts).toBe(false);
  });

  it('treats empty strings as unset and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({
      SECRET_KEY: SECRET,
      PORT: '8080',
      HOST: '',
      SITE_CNPJ: '  ',
      DATABASE_URL: '',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.site.cnpj).toBeNull();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads the configured values', () => {
    const config = loadConfig({
      SECRET_KEY: SECRET,
      DATA_DIR: 'relative/data',
      PUBLIC_URL: 'https://rxodonto.com.br/',
      DATABASE_URL: 'postgres://u@db/rx',
      DATABASE_POOL_SIZE: '12',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      SITE_CNPJ: '12345678000190',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      S3_BUCKET: 'files',
    });
    expect(config.dataDir).toBe(resolve('relative/data'));
    expect(config.publicUrl).toBe('https://rxodonto.com.br');
    expect(config.databaseUrl).toBe('postgres://u@db/rx');
    expect(config.databasePoolSize).toBe(12);
    expect(config.databaseConnectTimeoutMs).toBe(1500);
    expect(config.site.cnpj).toBe('12.345.678/0001-90');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'us-east-1' });
  });

  it.each(['abc', '0', '70000', '3.5'])('names PORT when it is %s', (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toContain('PORT: must be an integer between 1 and 65535');
  });

  it.each(['0', '101', 'ten'])('names DATABASE_POOL_SIZE when it is %s', (size) => {
    expect(configError({ DATABASE_POOL_SIZE: size }).message).toContain(
      'DATABASE_POOL_SIZE: must be an integer between 1 and 100',
    );
  });

  it.each(['0', '99', '60001', '3s'])('names DATABASE_CONNECT_TIMEOUT_MS when it is %s', (ms) => {
    expect(configError({ DATABASE_CONNECT_TIMEOUT_MS: ms }).message).toContain(
      'DATABASE_CONNECT_TIMEOUT_MS: must be an integer between 100 and 60000',
    );
  });

  it('names SITE_WHATSAPP when it is not digits only', () => {
    const error = configError({ SITE_WHATSAPP: '+55 (11) 99999-9999' });
    expect(error.message).toMatch(/SITE_WHATSAPP: must be 10 to 15 digits only/);
    expect(error.problems).toHaveLength(1);
  });

  it('names LOG_FORMAT when it is neither json nor pretty', () => {
    expect(configError({ LOG_FORMAT: 'xml' }).message).toMatch(/LOG_FORMAT: must be one of json, pretty/);
  });

  it('lists every bad variable at once', () => {
    const error = configError({
      PORT: 'x',
      LOG_LEVEL: 'loud',
      SITE_EMAIL: 'nope',
      DATABASE_URL: 'mysql://x',
    });
    expect(error.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'SITE_EMAIL',
    ]);
  });

  it('ends idle sessions after SESSION_IDLE_DAYS (7), never later than SESSION_DAYS', () => {
    expect(loadConfig({ SECRET_KEY: SECRET }).sessionIdleDays).toBe(7);
    expect(loadConfig({ SECRET_KEY: SECRET, SESSION_IDLE_DAYS: '3' }).sessionIdleDays).toBe(3);
    // Unset, it follows a shorter SESSION_DAYS; set above it, it is refused.
    expect(loadConfig({ SECRET_KEY: SECRET, SESSION_DAYS: '2' }).sessionIdleDays).toBe(2);
    expect(configError({ SESSION_DAYS: '5', SESSION_IDLE_DAYS: '6' }).message).toContain(
      'SESSION_IDLE_DAYS: must not exceed SESSION_DAYS (5)',
    );
    expect(configError({ SESSION_IDLE_DAYS: '0' }).message).toContain(
      'SESSION_IDLE_DAYS: must be an integer',
    );
  });

  it('reads ORPHAN_FILE_AGE_MINUTES (default 60, 0 allowed) and names it when bad', () => {
    expect(loadConfig({ SECRET_KEY: SECRET }).orphanFileAgeMinutes).toBe(60);
    expect(loadConfig({ SECRET_KEY: SECRET, ORPHAN_FILE_AGE_MINUTES: '0' }).orphanFileAgeMinutes).toBe(0);
    expect(configError({ ORPHAN_FILE_AGE_MINUTES: '-1' }).message).toContain('ORPHAN_FILE_AGE_MINUTES');
  });

  it('requires S3_BUCKET when other S3 variables are set', () => {
    expect(configError({ S3_REGION: 'sa-east-1' }).message).toContain('S3_BUCKET: required');
  });

  it('generates the secret key once in DATA_DIR/secret.key (mode 600) and reuses it', () => {
    const dataDir = join(tmp, 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.secretKey).toHaveLength(32);
    expect(second.secretKey.equals(first.secretKey)).toBe(true);
    const file = join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses SECRET_KEY when given and rejects a short one', () => {
    expect(loadConfig({ SECRET_KEY: SECRET, DATA_DIR: join(tmp, 'unused') }).secretKey.toString()).toBe(
      SECRET,
    );
    expect(configError({ SECRET_KEY: 'short' }).message).toContain(
      'SECRET_KEY: must have at least 32 characters',
    );
  });

  it('reads the rate limits, with defaults of 30 and 10 logins, 5 and 20 recoveries per 15 minutes', () => {
    expect(loadConfig({ SECRET_KEY: SECRET }).rateLimits).toEqual({
      loginPerIp: 30,
      loginPerIdentifier: 10,
      resetPerEmail: 5,
      resetPerIp: 20,
      signupPerIp: 20,
      contactPerIp: 10,
      windowMs: 15 * 60_000,
    });
    const custom = loadConfig({
      SECRET_KEY: SECRET,
      LOGIN_RATE_LIMIT_IP: '100',
      LOGIN_RATE_LIMIT_IDENTIFIER: '5',
      RESET_RATE_LIMIT_EMAIL: '3',
      RESET_RATE_LIMIT_IP: '50',
      CONTACT_RATE_LIMIT_IP: '4',
      RATE_LIMIT_WINDOW_MINUTES: '60',
    });
    expect(custom.rateLimits).toEqual({
      loginPerIp: 100,
      loginPerIdentifier: 5,
      resetPerEmail: 3,
      resetPerIp: 50,
      signupPerIp: 20,
      contactPerIp: 4,
      windowMs: 3_600_000,
    });
    expect(configError({ LOGIN_RATE_LIMIT_IP: '0' }).message).toContain('LOGIN_RATE_LIMIT_IP');
  });
});
