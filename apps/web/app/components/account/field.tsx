/** A form field with the states of spec §4: validating, error, success. */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { emailRule, phoneRule } from '@hanmo/contract';
import { messages } from '../../lib/messages.ts';

export type FieldState = 'idle' | 'validating' | 'error' | 'success';

export function Field({ label, state, message, children, ...input }: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  state: FieldState;
  message?: string | null;
  children?: ReactNode;
}) {
  const id = useId();
  const border = state === 'error' ? 'border-seal' : state === 'success' ? 'border-ink/60' : 'rule';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm text-ink-soft">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...input}
          aria-invalid={state === 'error'}
          aria-describedby={`${id}-msg`}
          data-state={state}
          className={`h-10 min-w-0 flex-1 border bg-transparent px-3 outline-none focus:border-ink ${border}`}
        />
        {children}
      </div>
      <p id={`${id}-msg`} className={'min-h-5 text-xs ' + (state === 'error' ? 'text-seal' : 'text-ink-soft')} role={state === 'error' ? 'alert' : undefined}>
        {state === 'validating' ? '…' : (message ?? '')}
      </p>
    </div>
  );
}

/** A value checked by a rule once the field has been left (or the form submitted). */
export function useChecked(rule: (v: string) => string | null, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = rule(value.trim());
  const state: FieldState = !touched ? 'idle' : problem ? 'error' : 'success';
  return {
    value,
    setValue,
    problem,
    state,
    touch: () => setTouched(true),
    reset: (v = '') => {
      setValue(v);
      setTouched(false);
    },
    message: touched ? problem : null,
  };
}

export const codeRule = (v: string) => (/^\d{6}$/.test(v) ? null : messages.account.codeFormat);

interface CheckedField {
  touch(): void;
  problem: string | null;
}

/**
 * The submit of a form of checked fields: shows every field's problem, and when there is none runs
 * `action`, keeping `busy` while it runs and the server's message in `error` when it fails.
 */
export function useFormSubmit(fields: CheckedField[], action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function submit(e?: React.FormEvent) {
    e?.preventDefault();
    fields.forEach((f) => f.touch());
    if (fields.some((f) => f.problem)) return;
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (err) {
      setError((err as { message?: string }).message ?? '');
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, submit };
}

/** The rule of a phone or an e-mail field that must be filled. */
export function accountRuleFor(kind: 'phone' | 'email') {
  const { phoneRequired, emailRequired } = messages.account;
  return kind === 'phone' ? (v: string) => (v ? phoneRule(v) : phoneRequired) : (v: string) => (v ? emailRule(v) : emailRequired);
}
