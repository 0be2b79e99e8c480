/** /account/forget — 找回密码: verify the account with a code, then set a new password. */
import type { Route } from './+types/account-forget';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { ResetPasswordForm } from '../components/account/reset-password-form.tsx';
import { messages } from '../lib/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { breadcrumbOf, screenOfPath } from '../route-table.ts';

const m = messages.forget;

export const meta: Route.MetaFunction = () => [{ title: pageTitle(m.title) }, { name: 'robots', content: 'noindex' }];

export default function AccountForget() {
  return (
    <article>
      <Breadcrumb trail={breadcrumbOf(screenOfPath('account/forget')!)} />
      <div className="mx-auto mt-8 max-w-md sm:mt-12">
        <header className="mb-8 border-b rule pb-6">
          <h1 className="font-serif text-3xl tracking-[0.2em]">{m.title}</h1>
          <p className="mt-3 text-sm text-ink-soft">{m.intro}</p>
        </header>
        <ResetPasswordForm />
      </div>
    </article>
  );
}
