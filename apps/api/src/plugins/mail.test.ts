import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const tmp = mkdtempSync(join(tmpdir(), 'rx-mail-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const log = pino({ level: 'silent' });
const message = {
  to: 'ana@exemplo.com.br',
  subject: 'Olá — teste',
  text: 'Corpo em texto: https://rx.exemplo.com.br/x',
  html: '<p>Corpo em HTML</p>',
};

/** A minimal SMTP server that accepts every message and keeps its DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}

describe('createMailer', () => {
  it('writes an RFC 822 .eml into DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = join(tmp, 'a');
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'RX <nao-responda@rx.com.br>', dataDir },
      log,
    );
    await mailer.sendMail(message);
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: RX <nao-responda@rx.com.br>\r\n/m);
    expect(raw).toMatch(/^To: ana@exemplo.com.br\r\n/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('sends over SMTP_URL when set, and sendInBackground logs failures instead of throwing', async () => {
    const smtp = await fakeSmtp();
    try {
      const dataDir = join(tmp, 'b');
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'nao-responda@rx.com.br', dataDir },
        log,
      );
      await mailer.sendMail(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: ana@exemplo.com.br');
      expect(() => readdirSync(join(dataDir, 'outbox'))).toThrow();

      const broken = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x@rx.com.br', dataDir }, log);
      expect(() => broken.sendInBackground(message)).not.toThrow();
      await broken.drain();
    } finally {
      smtp.server.close();
    }
  });
});
