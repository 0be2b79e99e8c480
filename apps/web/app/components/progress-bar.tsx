/** A thin seal-red bar during route changes, shown only when the change takes longer than 200 ms. */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_DELAY_MS } from '@hanmo/contract';
import { messages } from '../lib/messages.ts';

export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return visible ? <div className="progress-bar" role="progressbar" aria-label={messages.progress} data-testid="progress-bar" /> : null;
}
