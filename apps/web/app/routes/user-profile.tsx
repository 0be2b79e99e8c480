/**
 * /user/profile — 账户设置: nickname, avatar (cropped in the browser), bound phone and e-mail, and
 * the password. Changes that alter the user's info reload the page so the header shows them; the
 * success toast is carried over the reload in sessionStorage.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PROFILE_LIMITS, type UserInfo, passwordLengthError } from '@hanmo/contract';
import type { Route } from './+types/user-profile';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { Dialog } from '../components/dialog.tsx';
import { AvatarCropper } from '../components/account/avatar-cropper.tsx';
import { BindAccountForm } from '../components/account/bind-account-form.tsx';
import { Field } from '../components/account/field.tsx';
import { useChecked } from '../components/account/field.tsx';
import { type ApiClientError, browserApi } from '../lib/api.ts';
import { messages } from '../lib/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { useSession } from '../lib/session-context.tsx';
import { breadcrumbOf, screenOfPath } from '../route-table.ts';

const m = messages.profile;
const a = messages.account;
const FLASH_KEY = 'hanmo:profile-flash';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(m.title) }, { name: 'robots', content: 'noindex' }];

/** Shows `message` after the reload that brings the new user info into the header. */
function reloadWith(message: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Private mode without storage: the reload still shows the change itself.
  }
  window.location.reload();
}

const errorToast = (err: unknown) => toast.error((err as ApiClientError).message);
const chars = (v: string) => [...v].length;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`section-${id}`} className="grid gap-4 border-b rule py-8 md:grid-cols-[9rem_1fr] md:gap-8">
      <h2 id={`${id}-title`} className="flex items-center gap-3 font-serif text-lg tracking-[0.2em] md:items-start">
        <span aria-hidden className="h-4 w-0.5 bg-gold md:mt-2" />
        {title}
      </h2>
      <div className="min-w-0 max-w-lg">{children}</div>
    </section>
  );
}

/** The avatar, or a seal carved with the nickname's first character. */
export function Avatar({ user, size = 96, testId }: { user: UserInfo; size?: number; testId?: string }) {
  if (user.avatar) {
    return <img src={user.avatar} alt={m.avatarAlt} width={size} height={size} data-testid={testId} className="block border rule bg-wash object-cover" style={{ width: size, height: size }} />;
  }
  const first = [...user.nickname.trim()][0] ?? '墨';
  return (
    <span
      role="img"
      aria-label={m.avatarAlt}
      data-testid={testId && `${testId}-seal`}
      className="flex shrink-0 items-center justify-center bg-seal font-serif text-paper"
      style={{ width: size, height: size, fontSize: size * 0.5, boxShadow: 'inset 0 0 0 4px var(--color-seal), inset 0 0 0 5px rgb(246 241 231 / 0.7)' }}
    >
      {first}
    </span>
  );
}

function NicknameSection({ user }: { user: UserInfo }) {
  const max = PROFILE_LIMITS.nicknameMaxChars;
  const nickname = useChecked((v) => (v === '' ? m.nicknameRequired : chars(v) > max ? m.nicknameTooLong(max) : null), user.nickname);
  const [busy, setBusy] = useState(false);
  const unchanged = nickname.value.trim() === user.nickname;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    nickname.touch();
    if (nickname.problem) return;
    if (unchanged) return toast(m.unchanged);
    setBusy(true);
    try {
      await browserApi().updateInfo({ nickname: nickname.value.trim() });
      reloadWith(m.saved);
    } catch (err) {
      errorToast(err);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="nickname-form">
      <Field
        label={m.nickname}
        name="nickname"
        autoComplete="nickname"
        value={nickname.value}
        state={nickname.state}
        message={nickname.message ?? m.nicknameCount(chars(nickname.value.trim()), max)}
        onChange={(e) => nickname.setValue(e.target.value)}
        onBlur={nickname.touch}
      >
        <button type="submit" disabled={busy || unchanged} className="h-10 shrink-0 bg-ink px-5 text-sm tracking-widest text-paper disabled:opacity-40">
          {busy ? a.working : m.save}
        </button>
      </Field>
      <p className="text-xs text-ink-soft">{m.joined(user.createdAt.slice(0, 10))}</p>
    </form>
  );
}

function AvatarSection({ user }: { user: UserInfo }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again opens the cropper again
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return void toast.error(m.notImage);
    setFile(chosen);
  }

  async function upload(jpeg: Blob) {
    if (jpeg.size > PROFILE_LIMITS.avatarMaxBytes) return void toast.error(m.avatarTooLarge);
    setBusy(true);
    try {
      await browserApi().updateInfo({ avatar: jpeg });
      reloadWith(m.avatarSaved);
    } catch (err) {
      errorToast(err);
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-6">
      <Avatar user={user} testId="avatar" />
      <div className="min-w-0 space-y-3">
        <button type="button" onClick={() => input.current?.click()} className="h-9 border border-ink/60 px-4 text-sm hover:border-seal hover:text-seal">
          {user.avatar ? m.changeImage : m.chooseImage}
        </button>
        <p className="text-xs leading-5 text-ink-soft">{m.avatarHint}</p>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" tabIndex={-1} aria-hidden data-testid="avatar-file" onChange={choose} />
      </div>
      <Dialog title={m.cropTitle} open={file !== null} onOpenChange={(open) => !open && !busy && setFile(null)}>
        {file ? (
          <AvatarCropper
            file={file}
            busy={busy}
            onCancel={() => setFile(null)}
            onCropped={(jpeg) => void upload(jpeg)}
            onError={(message) => {
              toast.error(message);
              setFile(null);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function BindingsSection({ user }: { user: UserInfo }) {
  const [binding, setBinding] = useState<'phone' | 'email' | null>(null);
  const [unbinding, setUnbinding] = useState<'phone' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const rows: Array<['phone' | 'email', string, string | null]> = [
    ['phone', m.phone, user.phone],
    ['email', m.email, user.email],
  ];

  async function unbind(kind: 'phone' | 'email') {
    setBusy(true);
    try {
      await browserApi().unbindAccount(kind);
      reloadWith(m.unbound);
    } catch (err) {
      errorToast(err);
      setBusy(false);
      setUnbinding(null);
    }
  }

  return (
    <>
      <ul className="divide-y divide-[var(--rule)] border-y rule">
        {rows.map(([kind, label, value]) => (
          <li key={kind} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid={`binding-${kind}`}>
            <span className="w-14 shrink-0 text-sm text-ink-soft">{label}</span>
            <span className={'min-w-0 flex-1 truncate tabular-nums ' + (value ? '' : 'text-ink-soft')}>{value ?? m.notBound}</span>
            {value ? (
              <button type="button" onClick={() => setUnbinding(kind)} className="text-sm text-ink-soft hover:text-seal">
                {m.unbind}
              </button>
            ) : (
              <button type="button" onClick={() => setBinding(kind)} className="border border-ink/60 px-3 text-sm leading-7 hover:border-seal hover:text-seal">
                {m.bind}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Dialog title={binding === 'email' ? m.bindEmailTitle : m.bindPhoneTitle} open={binding !== null} onOpenChange={(open) => !open && setBinding(null)}>
        {binding ? <BindAccountForm kind={binding} onDone={() => reloadWith(m.bound)} onCancel={() => setBinding(null)} /> : null}
      </Dialog>
      <Dialog title={m.unbindTitle(unbinding === 'email' ? m.email : m.phone)} open={unbinding !== null} onOpenChange={(open) => !open && !busy && setUnbinding(null)}>
        {unbinding ? (
          <div>
            <p className="mb-6 leading-7">{m.unbindConfirm(unbinding === 'email' ? m.email : m.phone, (unbinding === 'email' ? user.email : user.phone) ?? '')}</p>
            <div className="flex justify-end gap-3">
              <button type="button" onClick={() => setUnbinding(null)} className="h-9 border rule px-5 text-sm">
                {m.cancel}
              </button>
              <button type="button" disabled={busy} onClick={() => void unbind(unbinding)} className="h-9 bg-seal px-5 text-sm text-paper disabled:opacity-60">
                {busy ? a.working : m.confirmUnbind}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function PasswordSection() {
  const old = useChecked((v) => (v ? null : m.oldPasswordRequired));
  const password = useChecked((v) => passwordLengthError(v));
  const confirm = useChecked((v) => (v === '' ? messages.forget.confirmRequired : v !== password.value.trim() ? messages.forget.mismatch : null));
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    [old, password, confirm].forEach((f) => f.touch());
    if (old.problem || password.problem || confirm.problem) return;
    setBusy(true);
    try {
      await browserApi().updatePassword(old.value, password.value);
      toast.success(m.passwordChanged);
      [old, password, confirm].forEach((f) => f.reset());
    } catch (err) {
      errorToast(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      {/* A hidden username lets password managers file the new password under this account. */}
      <input type="text" name="username" autoComplete="username" className="hidden" readOnly value="" />
      <Field label={m.oldPassword} name="oldPassword" type="password" autoComplete="current-password" value={old.value} state={old.state} message={old.message} onChange={(e) => old.setValue(e.target.value)} onBlur={old.touch} />
      <Field label={m.newPassword} name="password" type="password" autoComplete="new-password" placeholder={a.passwordHint} value={password.value} state={password.state} message={password.message} onChange={(e) => password.setValue(e.target.value)} onBlur={password.touch} />
      <Field label={m.confirmPassword} name="confirm" type="password" autoComplete="new-password" value={confirm.value} state={confirm.state} message={confirm.message} onChange={(e) => confirm.setValue(e.target.value)} onBlur={confirm.touch} />
      <button type="submit" disabled={busy} className="h-10 w-full bg-ink px-6 tracking-widest text-paper disabled:opacity-60 sm:w-auto">
        {busy ? a.working : m.submitPassword}
      </button>
    </form>
  );
}

export default function UserProfile() {
  const { userInfo, openAccountModal } = useSession();

  useEffect(() => {
    let flash: string | null = null;
    try {
      flash = sessionStorage.getItem(FLASH_KEY);
      sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    // After the Toaster has subscribed (it mounts in the same commit).
    if (flash) setTimeout(() => toast.success(flash), 0);
  }, []);

  return (
    <article>
      <Breadcrumb trail={breadcrumbOf(screenOfPath('user/profile')!)} />
      <header className="mt-8 border-b rule pb-8">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl tracking-[0.2em]">{m.title}</h1>
          <p className="mt-1 truncate text-sm text-ink-soft" data-testid="profile-nickname">
            {userInfo ? userInfo.nickname : m.intro}
          </p>
        </div>
      </header>
      {userInfo ? (
        <>
          <Section id="basic" title={m.basic}>
            <NicknameSection user={userInfo} />
          </Section>
          <Section id="avatar" title={m.avatar}>
            <AvatarSection user={userInfo} />
          </Section>
          <Section id="bindings" title={m.bindings}>
            <BindingsSection user={userInfo} />
          </Section>
          <Section id="password" title={m.password}>
            <PasswordSection />
          </Section>
        </>
      ) : (
        <p className="mt-8">
          <button type="button" onClick={() => openAccountModal('login')} className="h-10 bg-seal px-6 tracking-widest text-paper">
            {messages.nav.login}
          </button>
        </p>
      )}
    </article>
  );
}
