/**
 * The redirect manager's rules (issue 32; docs/decisions/redirects.md), pure so the studio, the CSV
 * import and the server's table share them: what a source and a target may be, how a path finds its
 * rule (an exact path first, then the longest prefix), and the checks a save makes on the whole set:
 * chains collapsed (A -> B and B -> C become A -> C), loops refused, and no redirect away from a
 * live page.
 */

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * One rule. `from` is a path (`/old-page`) or a prefix (`/blog/*`: `/blog` and everything under it).
 * `to` is a path on this site or an http(s) address; for a prefix rule ending in `/*` the rest of the
 * path is carried over (`/blog/*` -> `/insights/*` sends `/blog/a` to `/insights/a`). A 410 has no `to`.
 */
export interface RedirectRule {
  from: string;
  to: string | null;
  status: RedirectStatus;
}

export const REDIRECT_PATH_MAX = 300;
/** Rules a site may hold: the whole set is one document, read into memory by every instance. */
export const REDIRECTS_MAX = 5000;

/** Paths the application answers itself under these never redirect (the studio, APIs, files). */
const SITE_AREAS = ['/admin', '/api', '/assets', '/uploads', '/review', '/healthz', '/readyz', '/metrics'];

export const isPrefixSource = (from: string) => from.endsWith('/*');
/** `/blog/*` -> `/blog`; an exact path is its own base. */
export const sourceBase = (from: string) => (isPrefixSource(from) ? from.slice(0, -2) || '/' : from);

/** A typed path as stored: trimmed, without a trailing slash (but `/` itself), a query or a fragment. */
function normalisePath(typed: string): string {
  let path = typed.trim();
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** A typed source as stored (`/Old/` -> `/Old`, `/blog/*` kept), or a message saying why it cannot be one. */
export function parseRedirectSource(typed: string): { from: string } | { error: string } {
  const trimmed = typed.trim();
  if (!trimmed) return { error: 'Enter the old address, like /old-page or /blog/*.' };
  if (/^https?:\/\//i.test(trimmed)) {
    return { error: 'Enter the old address as a path on this site, like /old-page, without the domain.' };
  }
  const prefix = trimmed.endsWith('/*');
  const path = normalisePath(prefix ? trimmed.slice(0, -2) : trimmed) || '/';
  if (!path.startsWith('/') || path.startsWith('//'))
    return { error: 'The old address starts with one slash, like /old-page.' };
  if (/\s/.test(path) || path.includes('*')) {
    return { error: 'The old address has no spaces, and a * only at the end after a slash, like /blog/*.' };
  }
  if (path.length > REDIRECT_PATH_MAX) return { error: `The old address is at most ${REDIRECT_PATH_MAX} characters.` };
  if (path === '/' && !prefix) return { error: 'The home page cannot be redirected.' };
  if (prefix && path === '/')
    return { error: 'A prefix rule names a folder, like /blog/*: /* would redirect the whole site.' };
  const area = SITE_AREAS.find((root) => path === root || path.startsWith(`${root}/`));
  if (area) return { error: `${area} belongs to the site itself and cannot be redirected.` };
  return { from: prefix ? `${path}/*` : path };
}

/** A typed target as stored, or a message. A prefix rule's target may end in `/*` to carry the rest over. */
export function parseRedirectTarget(typed: string, prefixRule: boolean): { to: string } | { error: string } {
  const trimmed = typed.trim();
  if (!trimmed) return { error: 'Enter where it should go: a path like /insights, or an https:// address.' };
  if (/\s/.test(trimmed)) return { error: 'The new address has no spaces.' };
  if (trimmed.length > REDIRECT_PATH_MAX)
    return { error: `The new address is at most ${REDIRECT_PATH_MAX} characters.` };
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      if (!url.hostname) throw new Error('no host');
    } catch {
      return { error: 'The new address is not a valid web address.' };
    }
    if (trimmed.endsWith('/*') && !prefixRule)
      return { error: 'Only a prefix rule (/old/*) can carry the rest over with /*.' };
    return { to: trimmed };
  }
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) {
    return { error: 'The new address is a path starting with one slash, like /insights, or an https:// address.' };
  }
  if (trimmed.endsWith('/*')) {
    if (!prefixRule) return { error: 'Only a prefix rule (/old/*) can carry the rest over with /*.' };
    const base = normalisePath(trimmed.slice(0, -2)) || '/';
    return { to: base === '/' ? '/*' : `${base}/*` };
  }
  if (trimmed.includes('*')) return { error: 'A * may only end the new address, after a slash, like /insights/*.' };
  const cut = trimmed.search(/[?#]/);
  const path = cut === -1 ? normalisePath(trimmed) : normalisePath(trimmed.slice(0, cut)) + trimmed.slice(cut);
  return { to: path };
}

/** Where a rule sends `path` (which it matches): its target, with the rest carried over for `/*` targets. */
export function locationFor(rule: RedirectRule, path: string): string | null {
  if (rule.to === null) return null;
  if (!isPrefixSource(rule.from) || !rule.to.endsWith('/*')) return rule.to;
  const rest = path.slice(sourceBase(rule.from).length); // '' or '/…'
  const base = rule.to.slice(0, -2);
  return `${base}${rest}` || '/';
}

/** Rules ready to match: exact paths in a map, prefixes longest first. */
export interface RedirectTable {
  exact: ReadonlyMap<string, RedirectRule>;
  prefixes: readonly RedirectRule[];
  size: number;
  /** Paths a live page answers now: no rule hides them (a page published after its address was redirected). */
  live: ReadonlySet<string>;
}

export function compileRedirects(rules: readonly RedirectRule[], live: ReadonlySet<string> = new Set()): RedirectTable {
  const exact = new Map<string, RedirectRule>();
  const prefixes: RedirectRule[] = [];
  for (const rule of rules) {
    if (isPrefixSource(rule.from)) prefixes.push(rule);
    else exact.set(rule.from, rule);
  }
  prefixes.sort((a, b) => b.from.length - a.from.length);
  return { exact, prefixes, size: rules.length, live };
}

/** The rule that answers `path` (a trailing slash ignored), or null. */
export function matchRedirect(table: RedirectTable, path: string): RedirectRule | null {
  if (table.size === 0) return null;
  const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (table.live.has(key)) return null;
  const hit = table.exact.get(key);
  if (hit) return hit;
  for (const rule of table.prefixes) {
    const base = sourceBase(rule.from);
    if (key === base || key.startsWith(`${base}/`)) return rule;
  }
  return null;
}

/** Where a location lands on this site, as a path; null for an address elsewhere. */
function sitePathOf(location: string): string | null {
  if (!location.startsWith('/')) return null;
  const cut = location.search(/[?#]/);
  return cut === -1 ? location : location.slice(0, cut);
}

export interface RedirectProblem {
  /** The rule's index in the list checked. */
  index: number;
  from: string;
  message: string;
}

export type RedirectCheck =
  | { ok: true; rules: RedirectRule[]; collapsed: { from: string; was: string; now: string }[] }
  | { ok: false; problems: RedirectProblem[] };

/**
 * Checks a whole set before it is saved and collapses its chains. `isLive(path)` says whether the
 * site answers `path` itself (a published page, a case study, an app route): a rule from a live
 * path, or a prefix over one, is refused, since it would hide a page people can reach. A rule whose
 * target is redirected by another rule is pointed at the end of the chain (keeping its own status;
 * a chain ending in a 410 makes it a 410); a chain that comes back on itself is refused, naming it.
 */
export function checkRedirects(
  rules: readonly RedirectRule[],
  live: {
    isLive(path: string): boolean;
    livePaths: readonly string[];
    /**
     * Rules saved before, unchanged: not refused for a page published at their address since (it
     * wins when served), or a list holding one could never be saved again.
     */
    unchanged?: (rule: RedirectRule) => boolean;
  },
): RedirectCheck {
  const problems: RedirectProblem[] = [];
  const seen = new Map<string, number>();
  rules.forEach((rule, index) => {
    const earlier = seen.get(rule.from);
    if (earlier !== undefined) {
      problems.push({ index, from: rule.from, message: `${rule.from} already has a redirect (row ${earlier + 1}).` });
    }
    seen.set(rule.from, index);
    if (rule.status !== 410 && rule.to === null)
      problems.push({ index, from: rule.from, message: 'Enter where it should go.' });
    const base = sourceBase(rule.from);
    if (live.unchanged?.(rule)) return;
    if (isPrefixSource(rule.from)) {
      const hidden = live.livePaths.find((path) => path === base || path.startsWith(`${base}/`));
      if (hidden) {
        problems.push({
          index,
          from: rule.from,
          message: `${rule.from} would hide ${hidden}, a live page. Unpublish or move it first.`,
        });
      }
    } else if (live.isLive(base)) {
      problems.push({
        index,
        from: rule.from,
        message: `${rule.from} is a live page: unpublish or move it before redirecting its address.`,
      });
    }
  });
  if (problems.length > 0) return { ok: false, problems };

  const table = compileRedirects(rules);
  const prefixesOnly = compileRedirects(table.prefixes);
  const collapsed: { from: string; was: string; now: string }[] = [];
  const out: RedirectRule[] = [];
  rules.forEach((rule, index) => {
    if (rule.to === null) {
      out.push(rule);
      return;
    }
    // A prefix rule that carries the rest over is followed only through other such rules: an exact
    // rule on its target's folder says nothing about the paths under it.
    const carries = isPrefixSource(rule.from) && rule.to.endsWith('/*');
    const end = followChain(rule, carries ? prefixesOnly : table, carries);
    if ('loop' in end) {
      problems.push({ index, from: rule.from, message: `${rule.from} would loop: ${end.loop.join(' → ')}.` });
      return;
    }
    if (end.to === rule.to && end.status === rule.status) {
      out.push(rule);
      return;
    }
    collapsed.push({ from: rule.from, was: rule.to, now: end.to ?? 'Gone (410)' });
    out.push(end.to === null ? { from: rule.from, to: null, status: 410 } : { ...rule, to: end.to });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rules: out, collapsed };
}

/**
 * Where a rule's chain ends: its own target when nothing redirects it, else the last rule's target
 * (null when it ends in a 410), or the loop it runs into.
 */
function followChain(
  rule: RedirectRule,
  table: RedirectTable,
  carries: boolean,
): { to: string | null; status: RedirectStatus } | { loop: string[] } {
  const visited = [rule.from];
  // Followed from the rule's base: `/blog/*` -> `/insights/*` lands on `/insights` and carries on.
  let location = locationFor(rule, sourceBase(rule.from)) as string;
  for (;;) {
    const path = sitePathOf(location);
    if (path === null) break;
    const next = matchRedirect(table, path);
    if (!next) break;
    if (visited.includes(next.from)) return { loop: [...visited, next.from] };
    visited.push(next.from);
    if (next.to === null) return { to: null, status: 410 };
    location = (locationFor(next, path) as string) + location.slice(path.length);
  }
  if (visited.length === 1) return { to: rule.to, status: rule.status };
  return { to: carries ? `${location === '/' ? '' : location}/*` : location, status: rule.status };
}
