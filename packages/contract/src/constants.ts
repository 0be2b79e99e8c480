/** Business constants and limits of spec §9, set once and read by the API and the pages. */

export const REQUEST_TIMEOUT_MS = 60_000;
export const SHARED_CLIENT_TIMEOUT_MS = 40_000;

export const TOAST = { durationMs: 3000, offsetPx: 20, gapPx: 16, closeOnEscape: true } as const;
export const DIALOG = { top: '15vh', zIndexBase: 2000, fadeMs: 200 } as const;

/** A failed script-chunk load reloads the page once, and not again within this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** The route-change progress bar appears only when a navigation takes longer than this. */
export const PROGRESS_BAR_DELAY_MS = 200;

export const LAZY_IMAGE = { preloadFactor: 1.3, throttleMs: 200, attempts: 3, cacheSize: 200 } as const;
export const LINK_PREFETCH_TIMEOUT_MS = 2000;
export const AUTOCOMPLETE = { debounceMs: 300, triggerOnFocus: true } as const;

export const CROPPER = { outputQuality: 1, outputType: 'jpeg', maxImageSize: 2000, minCropSize: 10 } as const;

export const COMPARE_STORAGE_KEY = 'compareFonts';
export const TOKEN_COOKIE = 'token';
export const MESSAGE_LIST_COOKIE = 'messageList';

export const LIST_LAYOUTS = ['table', 'card', 'stick'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];
export const DEFAULT_LIST_LAYOUT: ListLayout = 'table';
/** The chosen list layout persists in this cookie so the server renders the same layout. */
export const LIST_LAYOUT_COOKIE = 'fontListLayout';

export const VIDEO_STREAMING = {
  goalBufferSeconds: 30,
  maxBufferSeconds: 60,
  blacklistSeconds: 300,
  initialBandwidth: 4_194_304,
  requestTimeoutMs: 45_000,
} as const;

/** Paging of every list endpoint: `current` is 1-based; `size` above the maximum is clamped. */
export const PAGING = { defaultSize: 24, maxSize: 100, maxCurrent: 10_000 } as const;

/** Limits of the subset batch (`POST /webfont/http`). */
export const SUBSET_LIMITS = { maxItems: 50, maxTextChars: 10_000 } as const;
/** How long the preview editor waits after the last keystroke before it asks for a subset. */
export const EDITOR_SUBSET_DEBOUNCE_MS = 250;

/** Profile fields of update-account-info (multipart form; the avatar comes as a file field). */
export const PROFILE_LIMITS = { nicknameMaxChars: 20, avatarMaxBytes: 5 * 1024 * 1024, avatarMaxPixels: 4096 * 4096, avatarOutputPx: 256 } as const;
