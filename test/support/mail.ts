/**
 * Real delivery endpoints for tests: an SMTP server (smtp-server) that keeps what it receives, and an
 * HTTP receiver standing in for the SMS gateway. Tests read codes there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  text: string;
  headers?: Record<string, string | string[] | undefined>;
}

export async function startSmtp(): Promise<{ port: number; messages: Received[]; stop(): Promise<void> }> {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        messages.push({ to, text: decodeBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, messages, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The readable text of a simple MIME message (quoted-printable or base64 body). */
function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export async function startSmsReceiver(options: { fail?: () => boolean } = {}): Promise<{ url: string; messages: Received[]; stop(): Promise<void> }> {
  const messages: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (options.fail?.()) {
        res.writeHead(503).end();
        return;
      }
      const body = JSON.parse(raw) as { to: string; text: string };
      messages.push({ to: body.to, text: body.text, headers: { ...req.headers, 'x-raw-body': raw } });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/sms`, messages, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
