/** House rule (design §8): nothing but packages/config reads process.env. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/paths.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (['node_modules', 'build', '.react-router', 'data'].includes(d.name)) return [];
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mjs)$/.test(d.name) ? [p] : [];
  });
}

it('only packages/config reads process.env', () => {
  const offenders = ['apps', 'packages', 'bench', 'e2e', 'test']
    .map((d) => path.join(repoRoot, d))
    .filter((d) => fs.existsSync(d))
    .flatMap(sourceFiles)
    .filter((f) => !f.startsWith(path.join(repoRoot, 'packages', 'config')) && !f.endsWith('process-env.test.ts'))
    .filter((f) => /process\.env\b/.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(repoRoot, f));
  expect(offenders).toEqual([]);
});
