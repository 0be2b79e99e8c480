/**
 * The block-puzzle slider (AJ-Captcha protocol, /captcha/get and /captcha/check): drag the piece
 * into its gap. A pass yields the `captchaVerification` that sending a code requires.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { aesEcbEncrypt } from '../../lib/aes-ecb.ts';
import { messages } from '../../lib/messages.ts';

interface Puzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
}

const WIDTH = 310;
const PIECE = 47;
const m = messages.captcha;

async function captchaCall<T>(path: string, body: unknown): Promise<{ repCode: string; repMsg: string | null; repData: T | null }> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(body) });
  return res.json();
}

export function SliderCaptcha({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'dragging' | 'checking' | 'failed' | 'passed'>('idle');
  const [message, setMessage] = useState('');
  const drag = useRef<{ startX: number; scale: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setX(0);
    setState('idle');
    const reply = await captchaCall<Puzzle>('/captcha/get', { captchaType: 'blockPuzzle' }).catch(() => null);
    if (reply?.repCode === '0000' && reply.repData) {
      setPuzzle(reply.repData);
      setMessage('');
    } else {
      setMessage(reply?.repMsg ?? m.loadFailed);
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function release(finalX: number) {
    if (!puzzle) return;
    setState('checking');
    const point = JSON.stringify({ x: Math.round(finalX), y: 5 });
    const reply = await captchaCall('/captcha/check', {
      captchaType: 'blockPuzzle',
      token: puzzle.token,
      pointJson: await aesEcbEncrypt(point, puzzle.secretKey),
    }).catch(() => null);
    if (reply?.repCode === '0000') {
      setState('passed');
      onVerified(await aesEcbEncrypt(`${puzzle.token}---${point}`, puzzle.secretKey));
    } else {
      setState('failed');
      setMessage(reply?.repMsg ?? m.failed);
      setTimeout(() => void load(), 800);
    }
  }

  const onPointerDown = (e: React.PointerEvent) => {
    if (state === 'checking' || state === 'passed' || !track.current) return;
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
    // The puzzle may be drawn narrower than 310 px on a phone: convert screen px to image px.
    drag.current = { startX: e.clientX - x / (WIDTH / track.current.clientWidth), scale: WIDTH / track.current.clientWidth };
    setState('dragging');
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!drag.current) return;
    setX(Math.max(0, Math.min(WIDTH - PIECE, (e.clientX - drag.current.startX) * drag.current.scale)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void release(x);
  };

  return (
    <div className="w-full max-w-[310px] select-none" data-testid="slider-captcha">
      <div ref={track} className="relative aspect-[310/155] w-full overflow-hidden bg-wash">
        {puzzle ? (
          <>
            <img src={`data:image/png;base64,${puzzle.originalImageBase64}`} alt={m.alt} className="absolute inset-0 h-full w-full" draggable={false} />
            <img
              src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
              alt=""
              draggable={false}
              className="absolute top-0 h-full"
              style={{ left: `${(x / WIDTH) * 100}%`, width: `${(PIECE / WIDTH) * 100}%` }}
            />
          </>
        ) : null}
      </div>
      <div className="relative mt-2 h-10 border rule bg-paper text-center text-xs leading-10 text-ink-soft">
        {state === 'passed' ? m.passed : state === 'failed' ? message : m.hint}
        <button
          type="button"
          aria-label={m.handle}
          data-testid="slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          className={'absolute top-0 h-full w-12 touch-none border text-lg ' + (state === 'passed' ? 'border-ink bg-ink text-paper' : 'border-seal bg-seal text-paper')}
          style={{ left: `calc(${(x / (WIDTH - PIECE)) * 100}% - ${(x / (WIDTH - PIECE)) * 48}px)` }}
        >
          {state === 'passed' ? '✓' : '→'}
        </button>
      </div>
      <button type="button" onClick={() => void load()} className="mt-1 text-xs text-ink-soft hover:text-seal">
        {m.refresh}
      </button>
    </div>
  );
}
