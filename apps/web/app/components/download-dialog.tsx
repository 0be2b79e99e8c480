/**
 * The download button and dialog of a font page (spec §3: the modal's state is visible + files).
 * Visitors are sent to log in first; signed-in users see every downloadable face of the family,
 * each link valid for a few minutes.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DownloadFile } from '@hanmo/contract';
import { ApiClientError, browserApi } from '../lib/api.ts';
import { messages } from '../lib/messages.ts';
import { loginRedirectPath } from '../lib/session.ts';
import { Dialog } from './dialog.tsx';

const m = messages.download;

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

export function DownloadButton({ fontGNo, loggedIn }: { fontGNo: string; loggedIn: boolean }) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ visible: boolean; files: DownloadFile[] }>({ visible: false, files: [] });
  const [busy, setBusy] = useState(false);

  async function open() {
    if (!loggedIn) {
      toast.info(m.loginFirst);
      navigate(loginRedirectPath(new URL(window.location.href)));
      return;
    }
    setBusy(true);
    try {
      setModal({ visible: true, files: await browserApi().familyDownloads(fontGNo) });
    } catch (error) {
      // A lost session (S00106) already sends the page home (browserApi).
      toast.error((error as ApiClientError).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={busy}
        data-testid="download-button"
        className="w-full bg-seal px-5 py-2.5 tracking-[0.3em] text-paper transition-opacity duration-150 hover:opacity-90 disabled:opacity-60"
      >
        {busy ? m.preparing : m.button}
      </button>
      <Dialog title={m.title} open={modal.visible} onOpenChange={(visible) => setModal((s) => ({ ...s, visible }))}>
        <ul className="divide-y divide-[var(--rule)] border-y rule" data-testid="download-files">
          {modal.files.map((f) => (
            <li key={f.fontGNo} className="flex items-center justify-between gap-4 py-3">
              <span>
                <span className="block">{f.fileName}</span>
                <span className="text-xs text-ink-soft">
                  {f.styleName} · {f.weight} · {f.format.toUpperCase()} · {formatBytes(f.fileSize)}
                </span>
              </span>
              <a href={f.url} download={f.fileName} className="shrink-0 border border-seal px-3 py-1 text-sm text-seal hover:bg-seal hover:text-paper">
                {m.file}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-ink-soft">{m.note}</p>
      </Dialog>
    </>
  );
}
