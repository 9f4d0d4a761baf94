/**
 * A minimal SMTP server for contract tests (node:net, 127.0.0.1, a random port): it speaks enough of
 * RFC 5321 for nodemailer (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), records each message, and
 * can be told to refuse the next transactions with a temporary failure.
 */
import net from 'node:net';

export interface FakeSmtpMessage {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received, dot-stuffing undone. */
  data: string;
  /** Parsed top-level headers, lower-case names; folded lines joined. */
  headers: Record<string, string>;
}

export interface FakeSmtpServer {
  url: string;
  messages: FakeSmtpMessage[];
  /** The next `count` MAIL commands answer with this reply (e.g. `451 4.3.0 try again later`). */
  refuseNext(count: number, reply: string): void;
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: FakeSmtpMessage[] = [];
  let refusals: { count: number; reply: string } = { count: 0, reply: '' };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } | null = null;

    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({
            from: envelope?.from ?? '',
            to: envelope?.to ?? [],
            data: raw,
            headers: parseHeaders(raw),
          });
          envelope = null;
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-fake-smtp greets you');
          reply('250-8BITMIME');
          reply('250 SMTPUTF8');
        } else if (verb === 'HELO') {
          reply('250 fake-smtp');
        } else if (verb === 'MAIL') {
          if (refusals.count > 0) {
            refusals = { ...refusals, count: refusals.count - 1 };
            reply(refusals.reply);
            continue;
          }
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (!envelope) {
            reply('503 5.5.1 MAIL first');
            continue;
          }
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          if (!envelope || envelope.to.length === 0) {
            reply('503 5.5.1 RCPT first');
            continue;
          }
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = null;
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') {
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else {
          reply('502 5.5.2 command unrecognized');
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, replyLine) {
      refusals = { count, reply: replyLine };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r\n\r\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers[last] = `${headers[last]} ${line.trim()}`.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers[last] = line.slice(colon + 1).trim();
  }
  return headers;
}
