/**
 * The preview editor of a font page: type any text and see it in the font at once — size, colour,
 * weight (the family's faces), horizontal or vertical writing. Only the typed characters are
 * fetched (a subset, a few KB), after a short pause in typing; characters the font lacks are named.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { EDITOR_SUBSET_DEBOUNCE_MS } from '@hanmo/contract';
import { type LoadedSubsetFace, loadSubsetFonts } from '../lib/subset-fonts.ts';
import { messages } from '../lib/messages.ts';

export interface EditorFace {
  fontGNo: string;
  styleName: string;
  weight: number;
}

const COLOURS = [
  { value: '#1d1b19', label: '墨' },
  { value: '#b3372a', label: '朱' },
  { value: '#9a7b4f', label: '金' },
  { value: '#2f4f4f', label: '黛' },
];

const m = messages.editor;

export function FontEditor({ faces, initialGno, initialText }: { faces: EditorFace[]; initialGno: string; initialText: string }) {
  const [text, setText] = useState(initialText);
  const [gno, setGno] = useState(initialGno);
  const [size, setSize] = useState(64);
  const [colour, setColour] = useState(COLOURS[0]!.value);
  const [vertical, setVertical] = useState(false);
  const [face, setFace] = useState<LoadedSubsetFace | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const latest = useRef(0);
  const id = useId();

  useEffect(() => {
    const request = ++latest.current;
    const controller = new AbortController();
    setState('loading');
    const timer = setTimeout(async () => {
      try {
        const [loaded] = await loadSubsetFonts([{ gno, text }], controller.signal);
        if (request !== latest.current) return; // a newer keystroke won
        setFace(loaded ?? null);
        setState('ready');
      } catch (e) {
        if (controller.signal.aborted || request !== latest.current) return;
        setError((e as { message?: string }).message ?? m.failed);
        setState('error');
      }
    }, EDITOR_SUBSET_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [gno, text]);

  const shown = text || m.placeholder;
  return (
    <section aria-label={m.title} className="border rule" data-testid="font-editor">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b rule px-4 py-3 text-sm">
        <label className="flex items-center gap-2">
          <span className="text-ink-soft">{m.size}</span>
          <input type="range" min={16} max={160} value={size} onChange={(e) => setSize(Number(e.target.value))} aria-label={m.size} className="w-28 accent-seal" />
          <span className="w-12 tabular-nums">{size}px</span>
        </label>
        {faces.length > 1 ? (
          <label className="flex items-center gap-2">
            <span className="text-ink-soft">{m.weight}</span>
            <select value={gno} onChange={(e) => setGno(e.target.value)} className="border rule bg-transparent px-2 py-1" data-testid="editor-weight">
              {faces.map((f) => (
                <option key={f.fontGNo} value={f.fontGNo}>
                  {f.styleName} {f.weight}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div role="radiogroup" aria-label={m.colour} className="flex items-center gap-2">
          <span className="text-ink-soft">{m.colour}</span>
          {COLOURS.map((c) => (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={colour === c.value}
              aria-label={c.label}
              onClick={() => setColour(c.value)}
              className={'h-6 w-6 border ' + (colour === c.value ? 'border-ink ring-1 ring-ink' : 'rule')}
              style={{ background: c.value }}
            />
          ))}
          <input type="color" value={colour} onChange={(e) => setColour(e.target.value)} aria-label={m.customColour} className="h-6 w-8 cursor-pointer border-0 bg-transparent p-0" />
        </div>
        <div role="group" aria-label={m.direction} className="flex border rule">
          {[false, true].map((v) => (
            <button
              key={String(v)}
              type="button"
              aria-pressed={vertical === v}
              onClick={() => setVertical(v)}
              data-testid={v ? 'editor-vertical' : 'editor-horizontal'}
              className={'px-3 py-1 ' + (vertical === v ? 'bg-ink text-paper' : 'hover:text-seal')}
            >
              {v ? m.vertical : m.horizontal}
            </button>
          ))}
        </div>
      </div>
      <label htmlFor={id} className="sr-only">{m.input}</label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, 200))}
        rows={2}
        placeholder={m.placeholder}
        data-testid="editor-input"
        className="block w-full resize-y border-b rule bg-transparent px-4 py-3 text-base outline-none focus:bg-wash/30"
      />
      <div className="relative min-h-48 overflow-x-auto px-4 py-6" aria-live="polite">
        <p
          data-testid="editor-preview"
          data-font-family={face?.webFontFamily ?? ''}
          className={'m-0 break-words whitespace-pre-wrap transition-opacity duration-150 ' + (state === 'loading' && !face ? 'opacity-30' : '')}
          style={{
            fontFamily: face ? `"${face.webFontFamily}", var(--font-serif)` : 'var(--font-serif)',
            fontSize: size,
            lineHeight: 1.4,
            color: colour,
            writingMode: vertical ? 'vertical-rl' : 'horizontal-tb',
            maxHeight: vertical ? '70vh' : undefined,
          }}
        >
          {shown}
        </p>
      </div>
      <p className="flex min-h-10 items-center gap-3 border-t rule px-4 py-2 text-xs text-ink-soft">
        {state === 'loading' ? <span>{m.loading}</span> : null}
        {state === 'error' ? <span className="text-seal">{error}</span> : null}
        {state === 'ready' && face?.missing ? (
          <span data-testid="editor-missing">
            {m.missing}
            <span className="ml-1 text-seal">{[...face.missing].join(' ')}</span>
          </span>
        ) : null}
        {state === 'ready' && face && !face.missing ? <span>{m.complete}</span> : null}
      </p>
    </section>
  );
}
