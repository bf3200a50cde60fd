/**
 * `npm start`: builds when no up-to-date production build exists, then serves it with
 * NODE_ENV=production (React's development build renders 4-5x slower).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const builtEntry = path.join(buildDir, 'server/index.js');
const sources = [
  'app',
  'server',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const isUpToDate = () =>
  existsSync(builtEntry) && statSync(builtEntry).mtimeMs >= Math.max(...sources.map(newestMtime));

/** Two servers started at once (the e2e suite does this) must not build into the same folder together. */
async function withBuildLock(work: () => void) {
  const lock = `${buildDir}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 5 * 60_000) rmSync(lock, { force: true, recursive: true });
      await sleep(500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

if (!isUpToDate()) {
  await withBuildLock(() => {
    if (isUpToDate()) return;
    console.log(
      existsSync(builtEntry) ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…',
    );
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build failed with exit code ${result.status}`);
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

process.env.NODE_ENV = 'production';
process.chdir(root);
await import('../server.ts');
