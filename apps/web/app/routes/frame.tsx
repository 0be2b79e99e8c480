/**
 * The frame of a screen whose content arrives with later work: its title, breadcrumb and one line
 * on what the section is for — never invented lists.
 */
import { useMatches } from 'react-router';
import type { Route } from './+types/frame';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { messages } from '../lib/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { breadcrumbOf, screenOfRouteId } from '../route-table.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(screenOfRouteId(matches.at(-1)?.id ?? '')?.title) }];

export default function Frame() {
  const screen = screenOfRouteId(useMatches().at(-1)?.id ?? '');
  if (!screen) return null;
  return (
    <article>
      <Breadcrumb trail={breadcrumbOf(screen)} />
      <header className="mt-8 flex items-start gap-6 border-b rule pb-8">
        <h1 className="font-serif text-3xl tracking-[0.2em]">{screen.title}</h1>
      </header>
      {screen.intro ? <p className="mt-6 text-lg text-ink-soft">{screen.intro}</p> : null}
      <p className="mt-4 text-sm text-gold">{messages.frame.coming}</p>
    </article>
  );
}
