import http from 'node:http';
import type net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received e-mail, parsed (headers decoded, text in UTF-8); plain data, so it also travels as JSON. */
export type ReceivedMail = {
  /** The SMTP envelope: who the server was told it is from and for. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo: string | null;
  /** Every header, lower-case names, decoded. */
  headers: Record<string, string>;
};

export type MailServer = {
  /** `smtp://127.0.0.1:port` for SMTP_URL. */
  smtpUrl: string;
  port: number;
  /** `http://127.0.0.1:port/messages`: every message so far as JSON, for tests in other processes. */
  inboxUrl: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server (nodemailer's smtp-server: the protocol as mail servers speak it, with
 * extensions) on loopback, keeping what it receives, so the SMTP adapter runs end to end and the
 * tests read the e-mails. `port` reuses a port, to bring a server that was down back up.
 */
export async function startMailServer(port = 0): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            replyTo: mail.replyTo?.value.map((address) => address.address).join(', ') ?? null,
            headers,
          });
          done();
        })
        .catch(done);
    },
  });
  const inbox = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
  });
  const listen = (server: { listen: net.Server['listen'] }, at: number) =>
    new Promise<number>((resolve) => {
      const s = server.listen(at, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port));
    });
  const smtpPort = await listen(smtp.server, port);
  const inboxPort = await listen(inbox, 0);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    port: smtpPort,
    inboxUrl: `http://127.0.0.1:${inboxPort}/messages`,
    messages,
    async close() {
      await Promise.all([new Promise((resolve) => smtp.close(() => resolve(undefined))), new Promise((resolve) => inbox.close(resolve))]);
    },
  };
}
