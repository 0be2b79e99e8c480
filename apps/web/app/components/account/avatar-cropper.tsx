/**
 * The avatar cropper (spec §9, CROPPER): a square crop of a chosen image, drawn on a canvas with
 * pointer events — drag the square to move it, drag its corner (or the range input) to resize it,
 * arrow keys move it too. Images larger than CROPPER.maxImageSize on either side are scaled down
 * first; the crop is never smaller than CROPPER.minCropSize px; the result is a JPEG at
 * CROPPER.outputQuality. All crop coordinates are in pixels of the (scaled) source image.
 */
import { useEffect, useRef, useState } from 'react';
import { CROPPER, PROFILE_LIMITS } from '@hanmo/contract';
import { messages } from '../../lib/messages.ts';

const m = messages.profile;

/** Displayed image height at most this (CSS px), so tall photos fit on a phone. */
const MAX_VIEW_HEIGHT = 340;
/** The server stores avatars at avatarOutputPx; twice that keeps them sharp without a huge upload. */
const OUTPUT_MAX_PX = PROFILE_LIMITS.avatarOutputPx * 2;

interface Crop {
  x: number;
  y: number;
  size: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** Decodes the file and scales it down to fit CROPPER.maxImageSize (both sides). */
async function loadSource(file: Blob): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = Math.min(1, CROPPER.maxImageSize / img.naturalWidth, CROPPER.maxImageSize / img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The crop as a JPEG blob (white behind transparent pixels, as JPEG has no alpha). */
export function cropToJpeg(source: HTMLCanvasElement, crop: Crop): Promise<Blob> {
  // Whole source pixels, inside the image.
  const size = Math.max(1, Math.min(Math.floor(crop.size), source.width, source.height));
  const x = clamp(Math.round(crop.x), 0, source.width - size);
  const y = clamp(Math.round(crop.y), 0, source.height - size);
  const out = document.createElement('canvas');
  const side = Math.min(size, OUTPUT_MAX_PX);
  out.width = side;
  out.height = side;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, side, side);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, x, y, size, size, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), `image/${CROPPER.outputType}`, CROPPER.outputQuality),
  );
}

export function AvatarCropper({ file, busy, onCancel, onCropped, onError }: {
  file: Blob;
  busy?: boolean;
  onCancel: () => void;
  onCropped: (jpeg: Blob) => void;
  onError: (message: string) => void;
}) {
  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ x: 0, y: 0, size: 0 });
  const view = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; px: number; py: number; start: Crop; scale: number } | null>(null);

  useEffect(() => {
    let live = true;
    loadSource(file).then(
      (canvas) => {
        if (!live) return;
        const side = Math.min(canvas.width, canvas.height);
        const size = Math.max(Math.min(side, CROPPER.minCropSize), Math.round(side * 0.8));
        setSource(canvas);
        setCrop({ x: Math.round((canvas.width - size) / 2), y: Math.round((canvas.height - size) / 2), size });
      },
      () => live && onError(m.imageLoadFailed),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  // The view canvas shows the source at its own resolution; CSS scales it to fit.
  useEffect(() => {
    if (!source || !view.current) return;
    view.current.width = source.width;
    view.current.height = source.height;
    view.current.getContext('2d')!.drawImage(source, 0, 0);
  }, [source]);

  if (!source) return <p className="py-16 text-center text-sm text-ink-soft">{messages.account.working}</p>;

  const w = source.width;
  const h = source.height;
  const maxSize = Math.min(w, h);
  const minSize = Math.min(CROPPER.minCropSize, maxSize);
  const fit = (c: Crop): Crop => {
    const size = clamp(c.size, minSize, maxSize);
    return { size, x: clamp(c.x, 0, w - size), y: clamp(c.y, 0, h - size) };
  };

  function begin(mode: 'move' | 'resize', e: React.PointerEvent) {
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const rect = frame.current!.getBoundingClientRect();
    drag.current = { mode, px: e.clientX, py: e.clientY, start: crop, scale: w / rect.width };
  }
  function move(e: React.PointerEvent) {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.px) * d.scale;
    const dy = (e.clientY - d.py) * d.scale;
    if (d.mode === 'move') {
      setCrop(fit({ ...d.start, x: d.start.x + dx, y: d.start.y + dy }));
    } else {
      // The top-left corner stays put; the square grows with the larger of the two movements.
      const size = clamp(d.start.size + Math.max(dx, dy), minSize, Math.min(w - d.start.x, h - d.start.y));
      setCrop({ ...d.start, size });
    }
  }
  function end() {
    drag.current = null;
  }
  function resizeAroundCentre(size: number) {
    const cx = crop.x + crop.size / 2;
    const cy = crop.y + crop.size / 2;
    setCrop(fit({ size, x: cx - size / 2, y: cy - size / 2 }));
  }
  function onKey(e: React.KeyboardEvent) {
    const step = e.shiftKey ? Math.max(10, Math.round(maxSize / 10)) : Math.max(1, Math.round(maxSize / 100));
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    setCrop(fit({ ...crop, x: crop.x + d[0], y: crop.y + d[1] }));
  }

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div data-testid="avatar-cropper">
      <p className="mb-3 text-xs text-ink-soft">{m.cropHint}</p>
      <div
        ref={frame}
        className="relative mx-auto touch-none overflow-hidden bg-wash select-none"
        style={{ width: `min(100%, ${(MAX_VIEW_HEIGHT * w) / h}px)`, aspectRatio: `${w} / ${h}` }}
      >
        <canvas ref={view} className="block h-full w-full" aria-hidden />
        <div
          role="slider"
          tabIndex={0}
          aria-label={m.cropArea}
          aria-valuemin={0}
          aria-valuemax={Math.max(0, w - crop.size)}
          aria-valuenow={Math.round(crop.x)}
          data-testid="crop-box"
          onPointerDown={(e) => begin('move', e)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={onKey}
          className="absolute cursor-move border border-paper outline-none focus-visible:border-seal"
          style={{
            left: pct(crop.x, w),
            top: pct(crop.y, h),
            width: pct(crop.size, w),
            height: pct(crop.size, h),
            boxShadow: '0 0 0 9999px rgb(29 27 25 / 0.55)',
          }}
        >
          {/* Thirds, like a camera grid: helps centre a face or a character. */}
          <span aria-hidden className="pointer-events-none absolute inset-y-0 left-1/3 w-px bg-paper/40" />
          <span aria-hidden className="pointer-events-none absolute inset-y-0 left-2/3 w-px bg-paper/40" />
          <span aria-hidden className="pointer-events-none absolute inset-x-0 top-1/3 h-px bg-paper/40" />
          <span aria-hidden className="pointer-events-none absolute inset-x-0 top-2/3 h-px bg-paper/40" />
          <span
            aria-label={m.cropResize}
            data-testid="crop-resize"
            onPointerDown={(e) => begin('resize', e)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            className="absolute right-0 bottom-0 h-6 w-6 cursor-nwse-resize border-t-2 border-l-2 border-paper bg-seal"
          />
        </div>
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm text-ink-soft">
        <span className="shrink-0">{m.cropSize}</span>
        <input
          type="range"
          min={minSize}
          max={maxSize}
          step={1}
          value={Math.round(crop.size)}
          onChange={(e) => resizeAroundCentre(Number(e.target.value))}
          className="min-w-0 flex-1 accent-seal"
          data-testid="crop-size"
        />
        <span className="w-20 shrink-0 text-right tabular-nums">{Math.round(crop.size)} px</span>
      </label>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="h-9 border rule px-5 text-sm">
          {m.cancel}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="crop-save"
          onClick={() => void cropToJpeg(source, crop).then(onCropped, () => onError(m.imageLoadFailed))}
          className="h-9 bg-seal px-5 text-sm tracking-widest text-paper disabled:opacity-60"
        >
          {busy ? messages.account.working : m.saveAvatar}
        </button>
      </div>
    </div>
  );
}
