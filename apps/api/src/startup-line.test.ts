import { describe, expect, it } from 'vitest';
import { startupLine } from './startup-line';

const base = {
  host: '0.0.0.0',
  port: 3000,
  publicUrl: 'http://localhost:3000',
  dataDir: '/srv/rx/data',
  databaseUrl: undefined,
  smtpUrl: undefined,
};

describe('startupLine', () => {
  it('says the address to open, the data folder and that e-mail goes to the outbox', () => {
    expect(startupLine(base)).toBe(
      'RX Odonto is running: open http://localhost:3000 · data in /srv/rx/data (embedded database) · ' +
        'e-mail is written to the outbox folder /srv/rx/data/outbox (no SMTP_URL)',
    );
  });

  it('names the PostgreSQL server and the SMTP host without their credentials', () => {
    const line = startupLine({
      ...base,
      host: '127.0.0.1',
      publicUrl: 'https://rxodonto.com.br',
      databaseUrl: 'postgres://rx:s3cret@db.internal:5432/rx',
      smtpUrl: 'smtps://mailer:p4ss@smtp.example.com:465',
    });
    expect(line).toContain('open http://127.0.0.1:3000 (public address https://rxodonto.com.br)');
    expect(line).toContain('data in PostgreSQL at db.internal:5432/rx, files in /srv/rx/data');
    expect(line).toContain('e-mail is sent through SMTP at smtp.example.com');
    expect(line).not.toMatch(/s3cret|p4ss|mailer/);
  });

  it('names the S3 bucket and its server when files go there', () => {
    const s3 = {
      endpoint: 'https://minio.internal:9000',
      bucket: 'rx-arquivos',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'z3cret',
    };
    expect(startupLine({ ...base, s3 })).toContain(
      'data in /srv/rx/data (embedded database), files in the S3 bucket rx-arquivos at minio.internal:9000',
    );
    const line = startupLine({
      ...base,
      databaseUrl: 'postgres://db.internal/rx',
      s3: { ...s3, endpoint: undefined },
    });
    expect(line).toContain('data in PostgreSQL at db.internal/rx, files in the S3 bucket rx-arquivos ·');
    expect(line).not.toMatch(/z3cret|AKIA/);
  });

  it('names the Redis server, without its password, when REDIS_URL is set', () => {
    const line = startupLine({ ...base, redisUrl: 'redis://:s3cret@cache.internal:6379/0' } as Parameters<
      typeof startupLine
    >[0]);
    expect(line).toContain('rate limits and revocations shared through Redis at cache.internal:6379');
    expect(line).not.toContain('s3cret');
  });
});
