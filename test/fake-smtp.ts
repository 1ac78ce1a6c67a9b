import http from 'node:http';
import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type FakeSmtp = {
  /** `smtp://127.0.0.1:port` for SMTP_URL. */
  smtpUrl: string;
  /** `http://127.0.0.1:port/messages`: every message so far as JSON, for tests in other processes. */
  inboxUrl: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A mail server that keeps what it receives: just enough SMTP (RFC 5321 without extensions or
 * TLS) for nodemailer, so the real SMTP adapter runs end to end and tests read the e-mails.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const smtp = net.createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).replace(/[<>]/g, '').trim();
          reply('250 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).replace(/[<>]/g, '').trim());
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  const inbox = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
  });
  const listen = (server: net.Server) =>
    new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const [smtpPort, inboxPort] = [await listen(smtp), await listen(inbox)];
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}/messages`,
    messages,
    async close() {
      await Promise.all([smtp, inbox].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/** A header of a received message (unfolded), e.g. `subject`. */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.data.slice(0, mail.data.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  return head
    .split('\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** The decoded text of a received message (nodemailer sends 7bit, quoted-printable or base64). */
export function mailText(mail: ReceivedMail): string {
  const body = mail.data.slice(mail.data.indexOf('\n\n') + 2);
  const encoding = mailHeader(mail, 'content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
