/** Binds a phone number or an e-mail address to the signed-in account with a code sent to it (type 'bind'). */
import { browserApi } from '../../lib/api.ts';
import { messages } from '../../lib/messages.ts';
import { Field, accountRuleFor, codeRule, useChecked, useFormSubmit } from './field.tsx';
import { SendCodeButton } from './send-code-button.tsx';

const a = messages.account;
const m = messages.profile;

export function BindAccountForm({ kind, onDone, onCancel }: { kind: 'phone' | 'email'; onDone: () => void; onCancel: () => void }) {
  const account = useChecked(accountRuleFor(kind));
  const code = useChecked(codeRule);
  const { busy, error, submit } = useFormSubmit([account, code], async () => {
    await browserApi().bindAccount(account.value.trim(), code.value.trim());
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`bind-${kind}-form`}>
      <Field
        label={kind === 'phone' ? a.phone : a.email}
        name={kind}
        type={kind === 'phone' ? 'tel' : 'email'}
        autoComplete={kind === 'phone' ? 'tel' : 'email'}
        value={account.value}
        state={account.state}
        message={account.message}
        onChange={(e) => account.setValue(e.target.value)}
        onBlur={account.touch}
      />
      <Field label={a.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code.value} state={busy ? 'validating' : code.state} message={code.message} onChange={(e) => code.setValue(e.target.value)} onBlur={code.touch}>
        <SendCodeButton account={account.value} type="bind" onInvalid={() => account.touch()} />
      </Field>
      {error ? <p role="alert" className="mb-3 text-sm text-seal">{error}</p> : null}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="h-9 border rule px-5 text-sm">
          {m.cancel}
        </button>
        <button type="submit" disabled={busy} className="h-9 bg-seal px-5 text-sm tracking-widest text-paper disabled:opacity-60">
          {busy ? a.working : m.bind}
        </button>
      </div>
    </form>
  );
}
