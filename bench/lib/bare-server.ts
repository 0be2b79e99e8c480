/**
 * The floor for a cache hit: a bare node:http server in its own process that answers a subset file
 * from memory, with nothing else — no framework, middleware, logging or disk. Timed in the same
 * run as the site, so "our hit / bare hit" says how much the site adds on top of moving those
 * bytes through this machine's loopback, whatever the machine's speed or load.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const PROGRAM = `
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const root = process.argv[1];
const files = new Map();
const server = http.createServer((req, res) => {
  // /subset/files/<dir>/<file> → <root>/subsets/<dir>/<file>, read once, then from memory.
  const rel = req.url.replace(/^\\/subset\\/files\\//, 'subsets/');
  let data = files.get(rel);
  if (!data) {
    try { data = fs.readFileSync(path.join(root, rel)); files.set(rel, data); } catch { res.writeHead(404).end(); return; }
  }
  res.writeHead(200, { 'Content-Type': 'font/woff2', 'Content-Length': data.byteLength }).end(data);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

export interface BareServer {
  url: string;
  cacheDir: string;
  stop(): void;
}

/** Starts the bare server over `cacheDir` (the site's `$DATA_DIR/cache`). */
export async function startBareServer(cacheDir: string): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', PROGRAM, cacheDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, cacheDir, stop: () => child.kill() };
}
