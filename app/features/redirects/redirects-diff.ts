/** What changed between two versions of the redirects, one line per address (History, audit). */

import type { RedirectRule } from '../../lib/redirects.ts';
import type { FieldChange } from '../../lib/revisions.ts';

const describe = (rule: RedirectRule | undefined) =>
  rule ? (rule.to === null ? '410 Gone' : `${rule.status} → ${rule.to}`) : '(none)';

export function diffRedirects(before: readonly RedirectRule[], after: readonly RedirectRule[]): FieldChange[] {
  const was = new Map(before.map((rule) => [rule.from, rule]));
  const now = new Map(after.map((rule) => [rule.from, rule]));
  const changes: FieldChange[] = [];
  for (const from of new Set([...was.keys(), ...now.keys()])) {
    const a = describe(was.get(from));
    const b = describe(now.get(from));
    if (a !== b) changes.push({ field: from, before: a, after: b });
  }
  return changes;
}
