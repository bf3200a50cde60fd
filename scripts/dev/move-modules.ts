/**
 * Moves modules and rewrites every reference to them, from a mapping file, so that a reorganisation
 * of the tree (issue 27: features as folders) can be replayed on a newer tree instead of merged by
 * hand:
 *
 *   node scripts/dev/move-modules.ts scripts/dev/feature-folders.json [--dry-run] [--no-format]
 *
 * The mapping is JSON (or a .ts module whose default export is the same object): paths relative to
 * the repository's root, `{ "old/file.ts": "new/file.ts", "old/folder/": "new/folder/" }`; entries
 * may be grouped under a name (`{ "staff": { ... } }`). A file entry wins over a folder entry that
 * also covers the file. `$skip` lists path prefixes never rewritten (records and test fixtures that
 * name modules on purpose); other `$` keys are comments.
 *
 * What it does, in order:
 * 1. `git mv`s each tracked file of the mapping (creating folders). A source that is gone while its
 *    target exists counts as already moved; a source that is gone with no target is reported (a
 *    file another branch renamed or deleted: the mapping needs a look), never skipped silently; so
 *    is every file that stays in a folder the mapping moves files out of (one another branch added?).
 * 2. Rewrites every module specifier that resolves to a moved file, or sits in a moved file, in all
 *    tracked .ts/.tsx/.js/.mjs/.cjs/.mts files: `import`/`export … from` (type-only too), side-effect
 *    and dynamic `import()`, `vi.mock`/`vi.importActual`/…, `require`, `new URL(…, import.meta.url)`,
 *    `import.meta.glob` (a literal path; a pattern over moved files is reported). The style is kept:
 *    a relative specifier stays relative, with or without its extension as written; `#app/…`
 *    (package.json `imports`) stays an alias. Relative paths with a module extension elsewhere in
 *    the file (comments: `see ./http.ts`) follow too, and so do paths in .css files (`@import`,
 *    `@source`; a rule over a folder that files moved out of is reported). Resolution uses every
 *    entry whose target exists, so on a replay a file that still imports an old path (merged from
 *    another branch) is fixed as well.
 * 3. Rewrites plain mentions of a moved path (`app/.server/admin/staff.ts`, `#app/lib/inbox.ts`, or
 *    relative to app/ as `lib/inbox.ts`, with or without the extension; a folder all of whose files
 *    go to one folder, `app/.server/intake/`) in those code files (comments and strings, which covers
 *    app/routes.ts's route modules), docs/**\/*.md and the root's *.md.
 * 4. Sorts the imports of the files it touched and re-wraps long lines (`biome check --write` on
 *    those files only; `--no-format` skips it).
 * 5. Reports what it did, and every relative import that resolves to nothing now but did before.
 *
 * Running it again changes nothing (idempotent). Not handled: regular expressions that spell a path
 * (vite.config.ts's chunk rules, scripts/bench/bundle.ts's rules), CSS rules over a folder that only
 * partly moves, and mentions shorter than a path from app/ (`roi/roi-rows.ts`): the report's
 * warnings and a `git grep` of the old folder names find those.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// ---------------------------------------------------------------------------------------------
// The plan: which path moves where.

export interface MovePlan {
  /** Old file path -> new file path (repository-relative, POSIX). */
  files: Map<string, string>;
  /** Folder moves, old prefix -> new prefix, both ending in '/'. */
  folders: [string, string][];
}

export const emptyPlan = (): MovePlan => ({ files: new Map(), folders: [] });

/** Where `file` (repository-relative) lives after the moves, or undefined when it does not move. */
export function movedPath(plan: MovePlan, file: string): string | undefined {
  const direct = plan.files.get(file);
  if (direct) return direct;
  let best: [string, string] | undefined;
  for (const folder of plan.folders) {
    if (file.startsWith(folder[0]) && (!best || folder[0].length > best[0].length)) best = folder;
  }
  return best ? best[1] + file.slice(best[0].length) : undefined;
}

/** A folder mention (`app/components/roi/`, with or without the slash) that moves as a whole. */
function movedFolder(plan: MovePlan, folder: string): string | undefined {
  const withSlash = folder.endsWith('/') ? folder : `${folder}/`;
  const entry = plan.folders.find(([from]) => from === withSlash);
  return entry ? entry[1] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Specifiers.

/** Aliases from package.json `imports` with one '*', e.g. '#app/*' -> './app/*'. */
export interface Alias {
  prefix: string;
  target: string;
}

export const defaultAliases: Alias[] = [{ prefix: '#app/', target: 'app/' }];

const RESOLVE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.mts', '.jsx', '/index.ts', '/index.tsx', '/index.js'];

export interface SpecifierContext {
  /** The importing file's path before the moves. */
  importerBefore: string;
  /** The importing file's path after the moves (the same when it does not move). */
  importerAfter: string;
  plan: MovePlan;
  aliases?: Alias[];
}

const posixRelative = (fromDir: string, to: string) => {
  const relative = path.posix.relative(fromDir, to);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * The specifier to write instead of `specifier` in the importer, or undefined when it stays. Only
 * relative and aliased specifiers are considered; a query (`?url`) is kept.
 */
export function rewriteSpecifier(specifier: string, context: SpecifierContext): string | undefined {
  const { importerBefore, importerAfter, plan } = context;
  const aliases = context.aliases ?? defaultAliases;
  const queryAt = specifier.indexOf('?');
  const bare = queryAt >= 0 ? specifier.slice(0, queryAt) : specifier;
  const query = queryAt >= 0 ? specifier.slice(queryAt) : '';
  const alias = aliases.find((candidate) => bare.startsWith(candidate.prefix));
  if (!alias && !bare.startsWith('./') && !bare.startsWith('../')) return undefined;
  // React Router generates a route module's types next to it, wherever it is.
  if (bare.includes('+types/')) return undefined;
  const target = alias
    ? path.posix.normalize(alias.target + bare.slice(alias.prefix.length))
    : path.posix.normalize(path.posix.join(path.posix.dirname(importerBefore), bare));
  let newTarget: string | undefined;
  for (const extension of RESOLVE_EXTENSIONS) {
    const moved = movedPath(context.plan, target + extension);
    if (moved) {
      newTarget = extension && moved.endsWith(extension) ? moved.slice(0, -extension.length) : moved;
      break;
    }
  }
  if (!newTarget) {
    // A folder specifier (rare) that moves as a whole.
    const folder = movedFolder(plan, target);
    if (folder) newTarget = folder.replace(/\/$/, '');
  }
  const importerMoved = importerBefore !== importerAfter;
  if (!newTarget && !importerMoved) return undefined;
  const destination = newTarget ?? target;
  let result: string;
  if (alias) {
    if (!newTarget) return undefined; // an alias does not depend on where the importer is
    result = destination.startsWith(alias.target)
      ? alias.prefix + destination.slice(alias.target.length)
      : posixRelative(path.posix.dirname(importerAfter), destination);
  } else {
    result = posixRelative(path.posix.dirname(importerAfter), destination);
  }
  result += query;
  return result === specifier ? undefined : result;
}

/**
 * Where module specifiers sit in JS/TS source: `from '…'`, `import '…'`, `import('…')`, the Vitest
 * and Jest module helpers, `require('…')`, `import.meta.resolve('…')`, `new URL('…', import.meta.url)`.
 * Group 1: what precedes, 2: the quote, 3: the specifier.
 */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|(?<![.\w])import\s+|\b(?:vi|vitest|jest)\.(?:mock|doMock|unmock|doUnmock|importActual|importMock|requireActual)\(\s*|\brequire(?:\.resolve)?\(\s*|\bimport\.meta\.resolve\(\s*|\bnew\s+URL\(\s*)(['"`])([^'"`\n$]+)\2/g;

/**
 * The same, or (group 4) a relative path with a module's extension anywhere else, as comments write
 * them (`see ./http.ts`): one pass over both, so that nothing is rewritten twice.
 */
const SPECIFIER_OR_RELATIVE_PATH = new RegExp(
  `${SPECIFIER.source}|(?<![\\w./@-])(\\.\\.?/[\\w./+-]*\\.(?:tsx?|jsx?|mjs|cjs|mts|css))(?![\\w/-])`,
  'g',
);

/** `import.meta.glob('…')` / `import.meta.glob(['…', '…'])`: group 1 is the argument. */
const GLOB = /\bimport\.meta\.glob(?:Eager)?\(\s*(\[[^\]]*\]|(['"`])[^'"`\n]+\2)/g;

export interface Rewrite {
  text: string;
  /** `old -> new` for each specifier changed. */
  changes: string[];
  /** Things a person has to look at. */
  warnings: string[];
}

/** Rewrites the module specifiers of one JS/TS file's text. */
export function rewriteSpecifiers(text: string, context: SpecifierContext): Rewrite {
  const changes: string[] = [];
  const warnings: string[] = [];
  let out = text.replace(
    SPECIFIER_OR_RELATIVE_PATH,
    (whole, before: string, quote: string, specifier: string | undefined, mention: string | undefined) => {
      if (mention !== undefined) {
        const next = rewriteSpecifier(mention, context);
        if (!next) return whole;
        changes.push(`${mention} -> ${next} (mention)`);
        return next;
      }
      const next = specifier && rewriteSpecifier(specifier, context);
      if (!next) return whole;
      changes.push(`${specifier} -> ${next}`);
      return `${before}${quote}${next}${quote}`;
    },
  );
  out = out.replace(GLOB, (whole: string) =>
    whole.replace(/(['"`])([^'"`\n]+)\1/g, (literal, quote: string, pattern: string) => {
      if (/[*?{[]/.test(pattern)) {
        const base = pattern.slice(0, pattern.search(/[*?{[]/));
        const folder = base.startsWith('.')
          ? path.posix.normalize(path.posix.join(path.posix.dirname(context.importerBefore), base))
          : base;
        const touched = [...context.plan.files.keys()].some((file) => file.startsWith(folder));
        if (touched) warnings.push(`import.meta.glob pattern '${pattern}' covers moved files: check it by hand`);
        return literal;
      }
      const next = rewriteSpecifier(pattern, context);
      if (!next) return literal;
      changes.push(`${pattern} -> ${next} (glob)`);
      return `${quote}${next}${quote}`;
    }),
  );
  return { text: out, changes, warnings };
}

/** `@import '…'`, `@source '…'`, `@source not '…'`, `@plugin`, `@config`, `@reference` in CSS. */
const CSS_SPECIFIER = /(@(?:import|source(?:\s+not)?|plugin|config|reference)\s+)(['"])([^'"\n]+)\2/g;

/** Whether a CSS path rule (a file, a folder or a glob, resolved) covers `file`. */
function cssRuleCovers(rule: string, file: string): boolean {
  const pattern = rule
    .split(/(\*\*\/?|\*)/)
    .map((part) =>
      part.startsWith('**') ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}(?:/.*)?$`).test(file);
}

/**
 * Rewrites a stylesheet's relative paths. A rule over a folder that files moved out of is reported,
 * unless a rule of the same kind in the file covers their new places.
 */
export function rewriteCssPaths(text: string, context: SpecifierContext): Rewrite {
  const changes: string[] = [];
  const warnings: string[] = [];
  const resolve = (specifier: string) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(context.importerAfter), specifier));
  const out = text.replace(CSS_SPECIFIER, (whole, before: string, quote: string, specifier: string) => {
    if (!specifier.startsWith('.')) return whole;
    const next = rewriteSpecifier(specifier, context);
    if (!next) return whole;
    changes.push(`${specifier} -> ${next}`);
    return `${before}${quote}${next}${quote}`;
  });
  const rules = [...out.matchAll(CSS_SPECIFIER)]
    .filter((match) => (match[3] ?? '').startsWith('.'))
    .map((match) => ({ kind: (match[1] ?? '').trim().replace(/\s+/g, ' '), specifier: match[3] ?? '' }));
  for (const rule of rules) {
    if (!rule.kind.startsWith('@source')) continue;
    const target = resolve(rule.specifier);
    const movedOut = [...context.plan.files].filter(([from]) => from.startsWith(`${target}/`));
    const uncovered = movedOut.filter(
      ([, to]) => !rules.some((other) => other.kind === rule.kind && cssRuleCovers(resolve(other.specifier), to)),
    );
    if (uncovered.length > 0 && !movedFolder(context.plan, target)) {
      warnings.push(
        `${rule.kind} '${rule.specifier}' covers a folder ${uncovered.length} moved file(s) left, which no rule covers in their new places (${[
          ...new Set(uncovered.map(([, to]) => path.posix.dirname(to))),
        ].join(', ')}): add a rule if they should stay covered`,
      );
    }
  }
  return { text: out, changes, warnings };
}

// ---------------------------------------------------------------------------------------------
// Mentions of paths in prose, comments and strings.

const APP_DIRS = ['.server', 'lib', 'components', 'content', 'routes', 'delivery', 'features', 'styles'];

/**
 * A path-looking token: `app/…` (also inside `#app/…`), or one of app/'s folders (`lib/…`), not
 * preceded by a path character (so `../lib/x.ts` and `tests/unit/lib/x` are left alone).
 */
const MENTION = new RegExp(
  `(?<![\\w./@-])((?:app/)?)((?:${APP_DIRS.map((dir) => dir.replace('.', '\\.')).join('|')})/[\\w./+-]*[\\w/])`,
  'g',
);

/** Rewrites mentions of moved files (and of folders moved whole) in any text. */
export function rewriteMentions(text: string, plan: MovePlan, appRoot = 'app/'): Rewrite {
  const changes: string[] = [];
  const out = text.replace(MENTION, (whole, prefix: string, rest: string) => {
    const full = appRoot + rest;
    const render = (next: string) => (prefix ? next : next.slice(appRoot.length));
    const file = movedPath(plan, full);
    if (file && !full.endsWith('/')) {
      changes.push(`${whole} -> ${render(file)}`);
      return render(file);
    }
    const folder = movedFolder(plan, full);
    if (folder) {
      const next = full.endsWith('/') ? folder : folder.replace(/\/$/, '');
      changes.push(`${whole} -> ${render(next)}`);
      return render(next);
    }
    // Without its extension: `app/lib/inbox` for app/lib/inbox.ts.
    if (!/\.\w+$/.test(rest)) {
      for (const extension of ['.ts', '.tsx']) {
        const moved = plan.files.get(full + extension);
        if (moved?.endsWith(extension)) {
          const next = render(moved.slice(0, -extension.length));
          changes.push(`${whole} -> ${next}`);
          return next;
        }
      }
    }
    return whole;
  });
  return { text: out, changes, warnings: [] };
}

// ---------------------------------------------------------------------------------------------
// The mapping file.

/**
 * `{ "old": "new" }`, or grouped `{ "feature": { "old": "new" } }`. Keys starting with '$' are
 * settings: `$skip`, path prefixes whose files are never rewritten (records such as generated
 * benchmark reports, which name the modules as they were when measured); `$comment`, free text.
 */
export type Mapping = Record<string, string | string[] | Record<string, string>>;

export interface MappingEntry {
  from: string;
  to: string;
  group: string;
}

export function flattenMapping(mapping: Mapping): MappingEntry[] {
  const entries: MappingEntry[] = [];
  for (const [key, value] of Object.entries(mapping)) {
    if (key.startsWith('$') || key.startsWith('//')) continue;
    if (typeof value === 'string') entries.push({ from: key, to: value, group: '' });
    else if (Array.isArray(value)) throw new Error(`${key}: a list is only allowed for settings ($skip)`);
    else for (const [from, to] of Object.entries(value)) entries.push({ from, to, group: key });
  }
  for (const entry of entries) {
    if (entry.from.endsWith('/') !== entry.to.endsWith('/')) {
      throw new Error(`${entry.from} -> ${entry.to}: a folder maps to a folder (both end in '/'), a file to a file`);
    }
  }
  const sources = new Set(entries.map((entry) => entry.from));
  for (const entry of entries) {
    if (sources.has(entry.to)) throw new Error(`${entry.to} is both a target and a source: no chains`);
  }
  return entries;
}

async function readMapping(file: string): Promise<Mapping> {
  if (/\.json$/.test(file)) return JSON.parse(readFileSync(file, 'utf8')) as Mapping;
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as { default: Mapping };
  return module.default;
}

// ---------------------------------------------------------------------------------------------
// Running it.

const CODE = /\.(ts|tsx|js|mjs|cjs|mts|cts|jsx)$/;
const DOCS = /^(docs\/.*|[^/]+)\.md$/;

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function aliasesOf(root: string): Alias[] {
  try {
    const imports = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: object })
      .imports as Record<string, unknown> | undefined;
    const aliases = Object.entries(imports ?? {})
      .filter(([key, value]) => key.endsWith('/*') && typeof value === 'string' && value.endsWith('/*'))
      .map(([key, value]) => ({
        prefix: key.slice(0, -1),
        target: path.posix.normalize((value as string).slice(0, -1)).replace(/^\.\//, ''),
      }));
    return aliases.length > 0 ? aliases : defaultAliases;
  } catch {
    return defaultAliases;
  }
}

/** `file: 'specifier'` for each relative or aliased specifier of the code files that resolves to no file. */
function unresolved(root: string, files: string[], skip: Set<string>): string[] {
  const exists = (file: string) => existsSync(path.join(root, file));
  const found: string[] = [];
  for (const file of files) {
    if (!CODE.test(file) || skip.has(file) || !exists(file)) continue;
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)) {
      const specifier = (match[3] ?? '').replace(/\?.*$/, '');
      if (!specifier.startsWith('./') && !specifier.startsWith('../') && !specifier.startsWith('#app/')) continue;
      if (specifier.includes('+types/')) continue;
      const target = specifier.startsWith('#app/')
        ? `app/${specifier.slice('#app/'.length)}`
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!RESOLVE_EXTENSIONS.some((extension) => exists(target + extension))) found.push(`${file}: '${match[3]}'`);
    }
  }
  return found;
}

export interface RunOptions {
  root: string;
  mappingFile: string;
  dryRun: boolean;
  /** Run `biome check --write` on the files changed (import order, line length). */
  format: boolean;
  log: (line: string) => void;
}

export async function run({ root, mappingFile, dryRun, format, log }: RunOptions): Promise<{ problems: number }> {
  const mapping = await readMapping(path.resolve(root, mappingFile));
  const entries = flattenMapping(mapping);
  const skip = Array.isArray(mapping.$skip) ? mapping.$skip : [];
  const tracked = new Set(git(root, ['ls-files', '-z']).split('\0').filter(Boolean));
  const trackedList = [...tracked];
  const aliases = aliasesOf(root);
  /** This tool, its mapping and its test: their paths are examples, not references. */
  const selfFiles = new Set([
    path.relative(root, path.resolve(root, mappingFile)).split(path.sep).join('/'),
    'scripts/dev/move-modules.ts',
    'tests/unit/move-modules.test.ts',
  ]);

  // 1. The plan: every move to make now, plus every move already made (for resolving old paths).
  const toMove = new Map<string, string>();
  const resolvePlan = emptyPlan();
  const missing: string[] = [];
  const already: string[] = [];
  const conflicts: string[] = [];
  const fileEntries = entries.filter((entry) => !entry.from.endsWith('/'));
  const folderEntries = entries.filter((entry) => entry.from.endsWith('/'));
  const claimed = new Set(fileEntries.map((entry) => entry.from));
  for (const entry of folderEntries) {
    const inside = trackedList.filter((file) => file.startsWith(entry.from) && !claimed.has(file));
    if (inside.length === 0) {
      if (trackedList.some((file) => file.startsWith(entry.to))) already.push(entry.from);
      else {
        missing.push(`${entry.from} (folder) -> ${entry.to}${entry.group ? ` (${entry.group})` : ''}`);
        continue;
      }
    }
    resolvePlan.folders.push([entry.from, entry.to]);
    for (const file of inside) {
      const to = entry.to + file.slice(entry.from.length);
      if (tracked.has(to)) conflicts.push(`${file} -> ${to}: the target exists already`);
      else toMove.set(file, to);
    }
  }
  for (const entry of fileEntries) {
    if (tracked.has(entry.from)) {
      if (tracked.has(entry.to)) conflicts.push(`${entry.from} -> ${entry.to}: the target exists already`);
      else toMove.set(entry.from, entry.to);
    } else if (tracked.has(entry.to)) {
      already.push(entry.from);
      resolvePlan.files.set(entry.from, entry.to);
    } else {
      missing.push(`${entry.from} -> ${entry.to}${entry.group ? ` (${entry.group})` : ''}`);
    }
  }
  for (const [from, to] of toMove) resolvePlan.files.set(from, to);
  // A folder all of whose files go to one folder moves whole, which lets prose that names the
  // folder (`app/.server/intake/`) follow it.
  const byFolder = new Map<string, Set<string>>();
  for (const [from, to] of toMove) {
    const folder = `${path.posix.dirname(from)}/`;
    if (!byFolder.has(folder)) byFolder.set(folder, new Set());
    byFolder.get(folder)?.add(`${path.posix.dirname(to)}/`);
  }
  for (const [folder, targets] of byFolder) {
    const [target] = targets;
    const everything = trackedList
      .filter((file) => file.startsWith(folder))
      .every((file) => toMove.has(file) && `${path.posix.dirname(file)}/` === folder);
    if (target && targets.size === 1 && everything && !resolvePlan.folders.some(([from]) => from === folder)) {
      resolvePlan.folders.push([folder, target]);
    }
  }

  log(`mapping: ${entries.length} entries; ${toMove.size} file(s) to move, ${already.length} entries already applied`);
  for (const entry of missing)
    log(`  MISSING source (renamed or deleted on another branch? fix the mapping): ${entry}`);
  for (const conflict of conflicts) log(`  CONFLICT: ${conflict}`);

  // What stays in a folder the mapping moves files out of: on a replay, a file another branch added
  // there shows up here, to be mapped (or left) on purpose.
  const sourceFolders = new Set([...toMove.keys()].map((file) => path.posix.dirname(file)));
  for (const folder of [...sourceFolders].sort()) {
    const left = trackedList.filter((file) => path.posix.dirname(file) === folder && !toMove.has(file));
    if (left.length > 0)
      log(`  stays in ${folder}/ (not in the mapping): ${left.map((file) => path.posix.basename(file)).join(', ')}`);
  }

  const unchecked = new Set(
    [...trackedList, ...toMove.values()].filter((file) => skip.some((p) => file.startsWith(p))),
  );
  for (const file of selfFiles) unchecked.add(file);
  const unresolvedBefore = dryRun ? [] : unresolved(root, trackedList, unchecked);

  // 2. git mv.
  const routeConfig = 'app/routes.ts';
  for (const [from, to] of toMove) {
    log(`  git mv ${from} ${to}`);
    if (from.startsWith('app/routes/')) log(`  WARNING: ${from} is a route module; app/routes.ts is rewritten`);
    if (dryRun) continue;
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    git(root, ['mv', from, to]);
  }

  // 3. Rewrite specifiers and mentions.
  const before = new Map([...toMove].map(([from, to]) => [to, from]));
  const after = dryRun
    ? trackedList.map((file) => toMove.get(file) ?? file)
    : git(root, ['ls-files', '-z']).split('\0').filter(Boolean);
  let filesChanged = 0;
  /** The moved and the rewritten code, for the formatter. */
  const rewritten: string[] = [];
  let specifiers = 0;
  let mentions = 0;
  const warnings: string[] = [];
  for (const file of after) {
    if (selfFiles.has(file) || file.includes('node_modules/') || skip.some((prefix) => file.startsWith(prefix))) {
      continue;
    }
    const isCode = CODE.test(file);
    const isCss = file.endsWith('.css');
    const isDoc = DOCS.test(file);
    if (!isCode && !isCss && !isDoc) continue;
    const importerBefore = before.get(file) ?? file;
    const source = path.join(root, dryRun ? importerBefore : file);
    if (!existsSync(source)) continue;
    const original = readFileSync(source, 'utf8');
    let text = original;
    const context: SpecifierContext = { importerBefore, importerAfter: file, plan: resolvePlan, aliases };
    const changed: string[] = [];
    if (isCode || isCss) {
      const result = isCode ? rewriteSpecifiers(text, context) : rewriteCssPaths(text, context);
      text = result.text;
      specifiers += result.changes.length;
      changed.push(...result.changes);
      warnings.push(...result.warnings.map((warning) => `${file}: ${warning}`));
    }
    if (isCode || isDoc) {
      const result = rewriteMentions(text, resolvePlan);
      text = result.text;
      mentions += result.changes.length;
      changed.push(...result.changes.map((change) => `mention ${change}`));
      if (file === routeConfig && result.changes.length > 0) {
        warnings.push(`${routeConfig}: route modules moved (${result.changes.join('; ')}); routes should stay put`);
      }
    }
    if (text !== original) {
      filesChanged++;
      if (isCode || isCss || file.endsWith('.json')) rewritten.push(file);
      log(`  ${file}: ${changed.length} rewrite(s)`);
      for (const change of changed) log(`      ${change}`);
      if (!dryRun) writeFileSync(path.join(root, file), text);
    }
  }

  // Import order and line length, as `npm run format` would (only the files touched here).
  const toFormat = [...new Set([...rewritten, ...[...toMove.values()].filter((file) => CODE.test(file))])];
  if (format && !dryRun && toFormat.length > 0) {
    const biome = path.join(root, 'node_modules/.bin/biome');
    if (existsSync(biome)) {
      try {
        execFileSync(biome, ['check', '--write', '--no-errors-on-unmatched', ...toFormat], {
          cwd: root,
          stdio: 'pipe',
        });
        log(`  formatted ${toFormat.length} file(s) with biome check --write`);
      } catch (error) {
        const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
        log(`  WARNING biome check --write reported problems (run npm run lint):\n${output.slice(-2000)}`);
      }
    } else {
      log('  (biome not installed: imports are not re-sorted; run npm run format on the changed files)');
    }
  }

  // 4. What points nowhere now and did not before (fixtures in tests point nowhere on purpose).
  const brokenBefore = new Set(
    unresolvedBefore.map((line) => line.replace(/^[^:]+/, (file) => toMove.get(file) ?? file)),
  );
  const broken = dryRun ? [] : unresolved(root, after, unchecked).filter((line) => !brokenBefore.has(line));

  log(
    `${dryRun ? '[dry run] ' : ''}moved ${toMove.size} file(s); rewrote ${specifiers} specifier(s) and ${mentions} mention(s) in ${filesChanged} file(s)`,
  );
  for (const warning of warnings) log(`  WARNING ${warning}`);
  for (const line of broken) log(`  UNRESOLVED ${line} resolves to nothing`);
  return { problems: missing.length + conflicts.length + broken.length };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const mappingFile = args.find((arg) => !arg.startsWith('--'));
  if (!mappingFile) {
    console.error('usage: node scripts/dev/move-modules.ts <mapping.json|mapping.ts> [--dry-run] [--no-format]');
    process.exit(2);
  }
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const { problems } = await run({
    root,
    mappingFile,
    dryRun: args.includes('--dry-run'),
    format: !args.includes('--no-format'),
    log: console.log,
  });
  if (problems > 0) {
    console.log(`${problems} problem(s) above need a look`);
    process.exitCode = 1;
  }
}
