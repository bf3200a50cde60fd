/**
 * The build the uncached renders are compared with (issue 28: "costs no more CPU than today's"),
 * made from its commit in a directory of its own and run beside today's build, so both are measured
 * in the same minutes on the same machine (renders.ts, `measureRendersSideBySide`). A figure
 * recorded on another day differs from today's by what else the machine did then, which a 10 %
 * bar cannot tell apart from the code's own cost.
 *
 * The checkout is `git archive` of the commit (no worktree to clean up), sharing this checkout's
 * node_modules; it is built once and reused by later runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { root, runCommand } from './processes.ts';

export interface BaselineBuild {
  commit: string;
  /** The checkout: its server.ts runs with BUILD_DIR=build. */
  dir: string;
}

/** Why the baseline cannot be built here (a shallow clone without the commit, no git), or null. */
function missingCommit(commit: string): string | null {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) return `${commit} is not a commit id`;
  try {
    execFileSync('git', ['-C', root, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return null;
  } catch {
    return `commit ${commit} is not in this clone`;
  }
}

/** The baseline's checkout, built; or why there is none (the report then uses the recorded figures). */
export async function prepareBaselineBuild(
  commit: string,
  log: (line: string) => void,
): Promise<BaselineBuild | { problem: string }> {
  const problem = missingCommit(commit);
  if (problem) return { problem };
  const dir = path.join(root, 'tmp', `bench-baseline-${commit}`);
  if (existsSync(path.join(dir, 'build/server/index.js'))) {
    log(`  baseline ${commit}: reusing ${path.relative(root, dir)}`);
    return { commit, dir };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  log(`  baseline ${commit}: building in ${path.relative(root, dir)}`);
  await runCommand(
    process.execPath,
    [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
    { NODE_ENV: 'production', BUILD_DIR: 'build' },
    dir,
  );
  return { commit, dir };
}
