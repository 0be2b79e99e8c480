/**
 * 找回密码 in two steps (spec §2): 1. the account (phone or e-mail) and the code sent to it →
 * rest-code-verify gives a reset ticket; 2. the new password twice → rest-pwd. Every session of the
 * user is revoked, so the last view asks them to log in again. Used by /account/forget and usable
 * inside the account dialog (`onLogin` then switches the dialog's view).
 */
import { useState } from 'react';
import { passwordLengthError, phoneOrEmailRule } from '@hanmo/contract';
import { browserApi } from '../../lib/api.ts';
import { messages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session-context.tsx';
import { Field, codeRule, useChecked, useFormSubmit } from './field.tsx';
import { SendCodeButton } from './send-code-button.tsx';

const m = messages.forget;
const a = messages.account;


export function Steps({ current }: { current: 0 | 1 | 2 }) {
  const labels = [m.stepVerify, m.stepPassword, m.stepDone];
  return (
    <ol className="mb-6 flex items-center gap-2 text-sm" aria-label={m.title}>
      {labels.map((label, i) => (
        <li key={label} className="flex min-w-0 items-center gap-2" aria-current={i === current ? 'step' : undefined}>
          {i > 0 ? <span aria-hidden className="h-px w-5 bg-[var(--rule)] sm:w-10" /> : null}
          <span
            className={
              'flex h-6 w-6 shrink-0 items-center justify-center border text-xs ' +
              (i === current ? 'border-seal bg-seal text-paper' : i < current ? 'border-ink/60 text-ink' : 'rule text-ink-soft')
            }
          >
            {i < current ? '✓' : i + 1}
          </span>
          <span className={'whitespace-nowrap ' + (i === current ? 'text-[var(--fg)]' : 'text-ink-soft')}>{label}</span>
        </li>
      ))}
    </ol>
  );
}

function VerifyStep({ onVerified }: { onVerified: (ticket: string) => void }) {
  const account = useChecked(phoneOrEmailRule);
  const code = useChecked(codeRule);
  const { busy: checking, error, submit } = useFormSubmit([account, code], async () => {
    const { resetTicket } = await browserApi().resetCodeVerify(account.value.trim(), code.value.trim());
    onVerified(resetTicket);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="reset-verify-form">
      <Field label={a.account} name="account" autoComplete="username" placeholder={a.accountPlaceholder} value={account.value} state={account.state} message={account.message} onChange={(e) => account.setValue(e.target.value)} onBlur={account.touch} />
      <Field
        label={a.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code.value}
        state={checking ? 'validating' : code.state}
        message={code.message}
        onChange={(e) => code.setValue(e.target.value)}
        onBlur={code.touch}
      >
        <SendCodeButton account={account.value} type="reset" onInvalid={() => account.touch()} />
      </Field>
      {error ? <p role="alert" className="mb-3 text-sm text-seal">{error}</p> : null}
      <button type="submit" disabled={checking} className="h-10 w-full bg-seal tracking-[0.3em] text-paper disabled:opacity-60">
        {checking ? a.working : m.next}
      </button>
    </form>
  );
}

function PasswordStep({ ticket, onDone, onBack }: { ticket: string; onDone: () => void; onBack: () => void }) {
  const password = useChecked((v) => passwordLengthError(v));
  const confirm = useChecked((v) => (v === '' ? m.confirmRequired : v !== password.value.trim() ? m.mismatch : null));
  const { busy, error, submit } = useFormSubmit([password, confirm], async () => {
    await browserApi().resetPassword(ticket, password.value);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="reset-password-form">
      <Field label={m.newPassword} name="password" type="password" autoComplete="new-password" placeholder={a.passwordHint} value={password.value} state={password.state} message={password.message} onChange={(e) => password.setValue(e.target.value)} onBlur={password.touch} />
      <Field label={m.confirmPassword} name="confirm" type="password" autoComplete="new-password" value={confirm.value} state={confirm.state} message={confirm.message} onChange={(e) => confirm.setValue(e.target.value)} onBlur={confirm.touch} />
      {error ? <p role="alert" className="mb-3 text-sm text-seal">{error}</p> : null}
      <button type="submit" disabled={busy} className="h-10 w-full bg-seal tracking-[0.3em] text-paper disabled:opacity-60">
        {busy ? a.working : m.submit}
      </button>
      <button type="button" onClick={onBack} className="mt-3 w-full text-sm text-ink-soft hover:text-seal">
        {m.back}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ onLogin }: { onLogin?: () => void }) {
  const { openAccountModal } = useSession();
  const [ticket, setTicket] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const step = done ? 2 : ticket ? 1 : 0;
  return (
    <div data-testid="reset-form" data-step={step}>
      <Steps current={step} />
      {done ? (
        <div role="status" data-testid="reset-done">
          <p className="mb-6 leading-7">{m.done}</p>
          <button type="button" onClick={() => (onLogin ? onLogin() : openAccountModal('login'))} className="h-10 w-full bg-seal tracking-[0.3em] text-paper">
            {m.login}
          </button>
        </div>
      ) : ticket ? (
        <PasswordStep ticket={ticket} onDone={() => setDone(true)} onBack={() => setTicket(null)} />
      ) : (
        <VerifyStep onVerified={setTicket} />
      )}
    </div>
  );
}
