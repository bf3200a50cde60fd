/**
 * The navigation's links checked before a save or a restore (issue 29): every target must be an
 * address the application answers or a published page or case study (link-check.server.ts's
 * verdicts). Unlike a page's links, a draft is refused too: the header and the footer are on every
 * page, so a link there must work from the moment it is saved. Messages name the link by its text.
 */
import type { Database } from '../../.server/db/types.ts';
import type { Navigation } from '../../lib/navigation.ts';
import { type LinkVerdict, linkVerdict } from '../pages/link-check.server.ts';
import { navigationCopy } from './navigation-copy.ts';

/** Every link of a navigation with its value path: 'header.0', 'services.2', 'footer.1.links.0'. */
export function navigationLinks(navigation: Navigation): { key: string; label: string; target: string }[] {
  return [
    ...navigation.header.flatMap((item, index) =>
      item.kind === 'link' ? [{ key: `header.${index}`, label: item.label, target: item.target }] : [],
    ),
    ...navigation.services.map((link, index) => ({ key: `services.${index}`, label: link.label, target: link.target })),
    ...navigation.footer.flatMap((column, columnIndex) =>
      column.links.map((link, index) => ({
        key: `footer.${columnIndex}.links.${index}`,
        label: link.label,
        target: link.target,
      })),
    ),
  ];
}

/** A target without its query and fragment. */
const pathOf = (target: string) => target.replace(/[?#].*$/, '') || '/';

/** What is wrong with the navigation's links, by target field ('services.2.target'); empty when all lead somewhere. */
export async function checkNavigationLinks(
  database: Database,
  navigation: Navigation,
): Promise<Record<string, string>> {
  const verdicts = new Map<string, LinkVerdict>();
  const errors: Record<string, string> = {};
  for (const link of navigationLinks(navigation)) {
    const path = pathOf(link.target);
    let verdict = verdicts.get(path);
    if (verdict === undefined) {
      // No page is "this page" here: '' matches no path.
      verdict = await linkVerdict(database, path, '');
      verdicts.set(path, verdict);
    }
    if (verdict !== 'ok') errors[`${link.key}.target`] = navigationCopy.linkNotPublished(link.label, path);
  }
  return errors;
}
