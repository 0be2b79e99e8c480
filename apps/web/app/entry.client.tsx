import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CHUNK_RELOAD_GUARD_MS } from '@hanmo/contract';

// A failed script-chunk load (a deploy replaced the files) reloads the page once, not again within the guard.
window.addEventListener('vite:preloadError', () => {
  const key = 'hanmo:chunk-reload';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last > CHUNK_RELOAD_GUARD_MS) {
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  }
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
