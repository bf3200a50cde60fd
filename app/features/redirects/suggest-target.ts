/**
 * The target a 404 log row offers first (issue 32), so one click creates the likely redirect: the
 * live page or case study whose path shares the most words with the missing one, preferring its
 * last segment (`/blog/invoice-automation-2021` -> `/use-cases/invoice-automation`). Empty when
 * nothing shares a word: staff type or pick one.
 */
const words = (path: string) =>
  new Set(
    path
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !/^\d+$/.test(word)),
  );

export function suggestTarget(missing: string, targets: readonly { path: string }[]): string {
  const last = words(missing.split('/').filter(Boolean).pop() ?? '');
  const all = words(missing);
  let best = '';
  let bestScore = 0;
  for (const { path } of targets) {
    if (path === '/') continue;
    let score = 0;
    for (const word of words(path)) {
      if (last.has(word)) score += 2;
      else if (all.has(word)) score += 1;
    }
    if (score > bestScore || (score === bestScore && score > 0 && path.length < best.length)) {
      best = path;
      bestScore = score;
    }
  }
  return best;
}
