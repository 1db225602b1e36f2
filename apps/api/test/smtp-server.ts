// An SMTP stand-in on loopback for the tests of e-mail delivery: it speaks enough SMTP for
// nodemailer, keeps the DATA of each message it accepts, and answers "451 try again later" to the
// next `refuse` messages (a server with a hiccup), counting every attempt.
import { createServer, type Server } from 'node:net';

export interface SmtpStandIn {
  url: string;
  /** The raw messages accepted, in order. */
  received: string[];
  /** Messages whose DATA arrived, accepted or refused. */
  attempts: number;
  /** How many of the next messages to refuse with a temporary failure (451). */
  refuse: number;
  /** While set, a message's DATA is answered only once this settles (a slow server). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

export function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<import('node:net').Socket>();
  const state: Omit<SmtpStandIn, 'url' | 'close'> = { received: [], attempts: 0, refuse: 0, hold: null };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let data: string | null = null;
    let buffer = '';
    socket.write('220 smtp stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = data + buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          data = null;
          state.attempts++;
          const answer = () => {
            if (state.refuse > 0) {
              state.refuse--;
              socket.write('451 4.3.0 Servidor ocupado, tente mais tarde\r\n');
            } else {
              state.received.push(message);
              socket.write('250 2.0.0 queued\r\n');
            }
          };
          if (state.hold) void state.hold.then(answer, answer);
          else answer();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 stand-in\r\n');
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
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve(
        Object.assign(state, {
          url: `smtp://127.0.0.1:${port}`,
          close: () =>
            new Promise<void>((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        }),
      );
    }),
  );
}
