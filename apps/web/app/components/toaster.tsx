/** Toasts with the constants of spec §9: 3000 ms, offset 20 px, gap 16 px, Escape closes. */
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { TOAST } from '@hanmo/contract';

export function Toaster() {
  useEffect(() => {
    if (!TOAST.closeOnEscape) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') toast.dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Sonner
      position="top-center"
      duration={TOAST.durationMs}
      offset={TOAST.offsetPx}
      gap={TOAST.gapPx}
      toastOptions={{ style: { borderRadius: 2, fontFamily: 'inherit' } }}
    />
  );
}
