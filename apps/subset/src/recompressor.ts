/**
 * Recompresses cached WOFF2 subsets at brotli quality 11 in the background. A miss is encoded at
 * quality 5 (~1 ms for a preview; quality 11 would cost ~15 ms, and seconds for thousands of
 * characters); later visitors get the ~5 % smaller file. The work runs in a child process at the
 * lowest CPU priority (nice 19), so it only uses time the site leaves idle: a thread of this
 * process would compete with the requests on equal terms. Where the priority cannot be lowered, or
 * the child keeps failing, it stops: the files simply stay at quality 5.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import type { Logger } from 'pino';
import type { RecompressReply, RecompressRequest } from './recompress-process.ts';

/** Files waiting beyond this are not recompressed (they stay at quality 5, which is fine). */
const MAX_QUEUE = 1000;
const LOWEST_PRIORITY = 19;
/** After this many child deaths in a row without an answer, recompression stops (it is optional). */
const MAX_FAILURES_IN_A_ROW = 3;

export class BackgroundRecompressor {
  readonly #logger: Logger;
  readonly #onDone: (file: string, bytes: number) => void;
  readonly #queue: string[] = [];
  readonly #queued = new Set<string>();
  #child: ChildProcess | undefined;
  /** The file the child is working on. */
  #current: string | undefined;
  #disabled = false;
  /** Child deaths since the last answer. */
  #failures = 0;

  /** @param onDone a file was rewritten (smaller) and now has `bytes`. */
  constructor(logger: Logger, onDone: (file: string, bytes: number) => void) {
    this.#logger = logger;
    this.#onDone = onDone;
  }

  get pending(): number {
    return this.#queue.length + (this.#current ? 1 : 0);
  }

  enqueue(file: string): void {
    if (this.#disabled || this.#queued.has(file) || this.#queue.length >= MAX_QUEUE) return;
    this.#queued.add(file);
    this.#queue.push(file);
    this.#next();
  }

  #next(): void {
    if (this.#current !== undefined || this.#disabled) return;
    const file = this.#queue.shift();
    if (file === undefined) return;
    const child = this.#child ?? this.#start();
    if (!child) {
      this.#queue.unshift(file); // for the next start, if there is one
      return;
    }
    this.#current = file;
    // A channel that closed under us reports here (and through 'exit'), not as an 'error' event.
    child.send({ file } satisfies RecompressRequest, (err) => {
      if (err) this.#logger.warn({ err }, 'background recompressor unreachable');
    });
  }

  #start(): ChildProcess | undefined {
    const child = fork(new URL('./recompress-process.ts', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    this.#child = child;
    // A failed start (EMFILE, EAGAIN under load) arrives as an 'error' event; unheard, it would
    // end the whole site.
    child.on('error', (err) => {
      this.#logger.warn({ err }, '后台压缩进程出错');
      this.#crashed(child);
    });
    if (child.pid === undefined) return undefined; // the 'error' event follows
    try {
      os.setPriority(child.pid, LOWEST_PRIORITY);
    } catch (err) {
      this.#logger.warn({ err }, '无法降低后台压缩进程的优先级，已停用后台压缩');
      this.#disable(child);
      return undefined;
    }
    child.on('message', (reply: RecompressReply) => {
      this.#current = undefined;
      this.#failures = 0;
      this.#queued.delete(reply.file);
      if ('error' in reply) this.#logger.warn({ file: reply.file, error: reply.error }, 'background recompression failed');
      else if (reply.after < reply.before) this.#onDone(reply.file, reply.after);
      this.#next();
    });
    child.on('exit', (code, signal) => {
      if (!this.#disabled) this.#logger.warn({ code, signal }, 'background recompressor exited');
      this.#crashed(child);
    });
    child.unref();
    child.channel?.unref();
    return child;
  }

  /** The child is gone: drop its file, and start again with the next — unless it keeps dying. */
  #crashed(child: ChildProcess): void {
    if (this.#child !== child) return; // already handled ('error' and 'exit' can both come)
    this.#child = undefined;
    if (this.#current !== undefined) this.#queued.delete(this.#current);
    this.#current = undefined;
    if (this.#disabled) return;
    if (++this.#failures >= MAX_FAILURES_IN_A_ROW) {
      this.#logger.warn({ failures: this.#failures }, '后台压缩进程接连失败，已停用后台压缩');
      this.#disable();
      return;
    }
    this.#next();
  }

  #disable(child?: ChildProcess): void {
    this.#disabled = true;
    this.#queue.length = 0;
    this.#queued.clear();
    child?.kill();
  }

  close(): void {
    const child = this.#child;
    this.#disable(child);
    this.#child = undefined;
  }
}
