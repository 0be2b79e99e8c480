/**
 * How codes reach people. SMS: an HTTP gateway when configured, else the outbox table. E-mail:
 * SMTP (nodemailer) when configured, else the outbox table. The code itself never goes to the log.
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ApiDeps } from '../../deps.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
}

export interface Sender {
  send(message: Message): Promise<void>;
}

export class DeliveryError extends Error {}

/** Hides most of an address for logs: 138****5678, a***@hanmo.com. */
export function maskAccount(account: string): string {
  if (account.includes('@')) {
    const [name, domain] = account.split('@');
    return `${name!.slice(0, 1)}***@${domain}`;
  }
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

function outboxSender(deps: ApiDeps, channel: 'sms' | 'email'): Sender {
  return {
    async send(m) {
      await deps.db.db
        .insertInto('message_outbox')
        .values({ channel, recipient: m.to, subject: m.subject, body: m.text, created_at: (deps.now?.() ?? new Date()).toISOString() })
        .execute();
      deps.logger.info({ channel, to: maskAccount(m.to) }, '消息已写入发件箱');
    },
  };
}

/** POSTs `{ to, text }` to the gateway, signed: `X-Hanmo-Signature: hex(HMAC-SHA256(secret, body))`. */
function gatewaySender(deps: ApiDeps, url: string, secret: string): Sender {
  return {
    async send(m) {
      const body = JSON.stringify({ to: m.to, text: m.text });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hanmo-Signature': createHmac('sha256', secret).update(body).digest('hex') },
        body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!res?.ok) {
        deps.logger.error({ to: maskAccount(m.to), status: res?.status }, 'SMS gateway refused the message');
        throw new DeliveryError('短信发送失败，请稍后重试');
      }
    },
  };
}

function smtpSender(deps: ApiDeps): Sender {
  const { smtp } = deps.config;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
  });
  return {
    async send(m) {
      try {
        await transport.sendMail({ from: smtp.from, to: m.to, subject: m.subject, text: m.text });
      } catch (err) {
        deps.logger.error({ to: maskAccount(m.to), err: (err as Error).message }, 'SMTP refused the message');
        throw new DeliveryError('邮件发送失败，请稍后重试');
      }
    },
  };
}

export function createSenders(deps: ApiDeps): { sms: Sender; email: Sender } {
  const { smsGateway, smtp } = deps.config;
  return {
    sms: smsGateway.url && smsGateway.secret ? gatewaySender(deps, smsGateway.url, smsGateway.secret) : outboxSender(deps, 'sms'),
    email: smtp.host ? smtpSender(deps) : outboxSender(deps, 'email'),
  };
}
