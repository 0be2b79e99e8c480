/**
 * The account dialog (spec §2, §3): opens when accountModal is visible. Views: log in (password or
 * code, by phone or e-mail) and register (phone or e-mail, agreeing to the terms). Fields are checked
 * with the contract's rules as the user types; after login the page goes on to `redirect` when that
 * is a path on this site.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { passwordLengthError, phoneOrEmailRule, safeRedirect } from '@hanmo/contract';
import { type LoginAnswer, browserApi } from '../../lib/api.ts';
import { messages } from '../../lib/messages.ts';
import { type AccountModalType, useSession } from '../../lib/session-context.tsx';
import { Dialog } from '../dialog.tsx';
import { Field, accountRuleFor, codeRule, useChecked, useFormSubmit } from './field.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SendCodeButton } from './send-code-button.tsx';

const m = messages.account;

const required = (message: string) => (v: string) => (v ? null : message);

function Tabs<T extends string>({ value, options, onChange }: { value: T; options: Array<[T, string]>; onChange: (v: T) => void }) {
  return (
    <div role="tablist" className="mb-4 flex gap-5 border-b rule text-sm">
      {options.map(([key, label]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={value === key}
          onClick={() => onChange(key)}
          className={'-mb-px border-b-2 pb-2 ' + (value === key ? 'border-seal text-seal' : 'border-transparent text-ink-soft hover:text-ink')}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function LoginView({ onDone }: { onDone: (answer: LoginAnswer) => void }) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const account = useChecked(phoneOrEmailRule);
  const password = useChecked(required(m.passwordRequired));
  const code = useChecked(codeRule);
  const { busy, error, submit } = useFormSubmit([account, mode === 'password' ? password : code], async () => {
    const api = browserApi();
    onDone(mode === 'password' ? await api.login(account.value.trim(), password.value) : await api.smsLogin(account.value.trim(), code.value));
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Tabs value={mode} onChange={setMode} options={[['password', m.passwordLogin], ['code', m.codeLogin]]} />
      <Field label={m.account} name="account" autoComplete="username" placeholder={m.accountPlaceholder} value={account.value} state={account.state} message={account.message} onChange={(e) => account.setValue(e.target.value)} onBlur={account.touch} />
      {mode === 'password' ? (
        <Field label={m.password} name="password" type="password" autoComplete="current-password" value={password.value} state={password.state} message={password.message} onChange={(e) => password.setValue(e.target.value)} onBlur={password.touch} />
      ) : (
        <Field label={m.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code.value} state={code.state} message={code.message} onChange={(e) => code.setValue(e.target.value)} onBlur={code.touch}>
          <SendCodeButton account={account.value} type="login" onInvalid={() => account.touch()} />
        </Field>
      )}
      {error ? <p role="alert" className="mb-3 text-sm text-seal">{error}</p> : null}
      <button type="submit" disabled={busy} className="h-10 w-full bg-seal tracking-[0.3em] text-paper disabled:opacity-60">
        {busy ? m.working : m.login}
      </button>
    </form>
  );
}

function RegisterView({ onDone }: { onDone: (answer: LoginAnswer) => void }) {
  const [kind, setKind] = useState<'phone' | 'email'>('phone');
  const account = useChecked(accountRuleFor(kind));
  const code = useChecked(codeRule);
  const password = useChecked((v) => passwordLengthError(v));
  const [agreed, setAgreed] = useState(false);
  const { busy, error, submit } = useFormSubmit([account, code, password], async () => {
    if (!agreed) throw new Error(m.agreeFirst);
    onDone(await browserApi().register(kind, account.value.trim(), code.value, password.value));
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Tabs value={kind} onChange={setKind} options={[['phone', m.phoneRegister], ['email', m.emailRegister]]} />
      <Field label={kind === 'phone' ? m.phone : m.email} name="account" autoComplete={kind === 'phone' ? 'tel' : 'email'} value={account.value} state={account.state} message={account.message} onChange={(e) => account.setValue(e.target.value)} onBlur={account.touch} />
      <Field label={m.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code.value} state={code.state} message={code.message} onChange={(e) => code.setValue(e.target.value)} onBlur={code.touch}>
        <SendCodeButton account={account.value} type="register" onInvalid={() => account.touch()} />
      </Field>
      <Field label={m.password} name="password" type="password" autoComplete="new-password" placeholder={m.passwordHint} value={password.value} state={password.state} message={password.message} onChange={(e) => password.setValue(e.target.value)} onBlur={password.touch} />
      <label className="mb-3 flex items-start gap-2 text-sm">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="mt-1 accent-seal" data-testid="agree" />
        <span>
          {m.agreePrefix}
          <Link to="/agreement/register" target="_blank" className="text-seal hover:underline">
            《{m.agreement}》
          </Link>
        </span>
      </label>
      {error ? <p role="alert" className="mb-3 text-sm text-seal">{error}</p> : null}
      <button type="submit" disabled={busy} className="h-10 w-full bg-seal tracking-[0.3em] text-paper disabled:opacity-60">
        {busy ? m.working : m.register}
      </button>
    </form>
  );
}

export function AccountDialog() {
  const { accountModal, openAccountModal, closeAccountModal, loggedIn } = useSession();
  const [params] = useSearchParams();
  const done = () => loggedIn(safeRedirect(params.get('redirect')));
  const views: Array<[AccountModalType, string]> = [['login', m.login], ['register', m.register], ['forget', m.forgotTitle]];
  const title = views.find(([type]) => type === accountModal.type)?.[1] ?? m.login;
  return (
    <Dialog title={title} open={accountModal.visible} onOpenChange={(open) => (open ? openAccountModal(accountModal.type) : closeAccountModal())}>
      <div className="mb-4 flex gap-2 text-sm">
        {views.map(([type, label]) => (
          <button key={type} type="button" onClick={() => openAccountModal(type)} aria-pressed={accountModal.type === type} className={'px-3 py-1 ' + (accountModal.type === type ? 'bg-ink text-paper' : 'border rule')}>
            {label}
          </button>
        ))}
      </div>
      {accountModal.type === 'register' ? (
        <RegisterView onDone={done} />
      ) : accountModal.type === 'forget' ? (
        <ResetPasswordForm onLogin={() => openAccountModal('login')} />
      ) : (
        <LoginView onDone={done} />
      )}
      {accountModal.type === 'login' ? (
        <p className="mt-4 text-right text-xs">
          <button type="button" onClick={() => openAccountModal('forget')} className="text-ink-soft hover:text-seal">
            {m.forgot}
          </button>
        </p>
      ) : null}
    </Dialog>
  );
}
