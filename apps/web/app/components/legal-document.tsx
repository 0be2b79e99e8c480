/** The frame and parts of a long legal text (the agreements): title, date, numbered sections, clauses. */
import type { ReactNode } from 'react';
import { breadcrumbOf, screenOfPath } from '../route-table.ts';
import { Breadcrumb } from './breadcrumb.tsx';

export function LegalDocument({ path, title, updated, children }: { path: string; title: string; updated: string; children: ReactNode }) {
  return (
    <article>
      <Breadcrumb trail={breadcrumbOf(screenOfPath(path)!)} />
      <header className="mt-8 border-b rule pb-8">
        <h1 className="font-serif text-3xl tracking-[0.2em]">{title}</h1>
        <p className="mt-4 text-sm text-ink-soft">最近更新：{updated}</p>
      </header>
      <div className="mt-8 max-w-prose text-[16px] leading-[1.9]">{children}</div>
    </article>
  );
}

export function Section({ n, title, children }: { n: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`s${n}`} className="mt-10">
      <h2 id={`s${n}`} className="font-serif text-xl tracking-wider">
        {n}、{title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function Clauses({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-3 pl-6 marker:text-gold">{children}</ol>;
}

export function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-gold">{children}</ul>;
}

export const legalLink = 'text-seal hover:underline';
