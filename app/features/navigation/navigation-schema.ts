/**
 * The navigation editor's schema (issue 29), shared by the browser and the server (the authority:
 * every save is parsed again; bad input gets messages by field and a 400). Errors are keyed by value
 * path: 'header.2.label', 'services.0.description', 'footer.1.links.0.target', and a list as a whole
 * by its own path ('header', 'footer.1.links').
 */
import type { z as zod } from 'zod';
import { NAVIGATION_ICONS, type Navigation } from '../../lib/navigation.ts';
import { z } from '../../lib/schemas/zod.ts';

export const NAVIGATION_LIMITS = {
  label: 40,
  description: 160,
  target: 200,
  /** The header's row holds about seven items beside the logo and the contact button at 1024 px. */
  headerItems: 7,
  services: 8,
  /** The footer's row holds three columns beside the company's details. */
  footerColumns: 3,
  footerLinks: 8,
} as const;

const L = NAVIGATION_LIMITS;

export const NAVIGATION_MESSAGES = {
  labelRequired: 'Enter the text the link shows',
  labelTooLong: `At most ${L.label} characters`,
  headingRequired: 'Enter the column’s heading',
  headingTooLong: `At most ${L.label} characters`,
  descriptionRequired: 'Enter a line about the service',
  descriptionTooLong: `At most ${L.description} characters`,
  targetRequired: 'Enter where the link leads, like /about or /use-cases',
  targetTooLong: `At most ${L.target} characters`,
  targetNotPath: 'Enter a path on this site, starting with one slash and without spaces, like /industries/insurance',
  icon: 'Choose one of the icons',
  headerEmpty: 'The header needs at least one item',
  headerTooMany: `The header holds at most ${L.headerItems} items`,
  oneServicesMenu: 'The header has one Services menu at most',
  labelRepeated: (label: string) => `Another header item is also called “${label}”: give each its own name`,
  servicesEmpty: 'The Services menu needs at least one entry, or take it out of the header',
  servicesTooMany: `The Services menu holds at most ${L.services} entries`,
  footerEmpty: 'The footer needs at least one column',
  footerTooMany: `The footer holds at most ${L.footerColumns} columns`,
  linksEmpty: 'A column needs at least one link',
  linksTooMany: `A column holds at most ${L.footerLinks} links`,
} as const;

const M = NAVIGATION_MESSAGES;

/** A path on this site (optionally with a query or a fragment): not another site, not a scheme. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

const label = z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(L.label, M.labelTooLong);
const target = z
  .string({ error: M.targetRequired })
  .trim()
  .min(1, M.targetRequired)
  .max(L.target, M.targetTooLong)
  .regex(SITE_PATH, M.targetNotPath);

const headerItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), label, target }),
  z.object({ kind: z.literal('services'), label }),
]);

const serviceLink = z.object({
  label,
  target,
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(L.description, M.descriptionTooLong),
  icon: z.enum(NAVIGATION_ICONS, { error: M.icon }),
});

const footerColumn = z.object({
  heading: z.string({ error: M.headingRequired }).trim().min(1, M.headingRequired).max(L.label, M.headingTooLong),
  links: z.array(z.object({ label, target })).min(1, M.linksEmpty).max(L.footerLinks, M.linksTooMany),
});

export const navigationSchema = z
  .object({
    header: z.array(headerItem).min(1, M.headerEmpty).max(L.headerItems, M.headerTooMany),
    services: z.array(serviceLink).max(L.services, M.servicesTooMany),
    footer: z.array(footerColumn).min(1, M.footerEmpty).max(L.footerColumns, M.footerTooMany),
  })
  .superRefine((navigation, context) => {
    const menus = navigation.header.flatMap((item, index) => (item.kind === 'services' ? [index] : []));
    for (const index of menus.slice(1)) {
      context.addIssue({ code: 'custom', path: ['header', index, 'label'], message: M.oneServicesMenu });
    }
    if (menus.length > 0 && navigation.services.length === 0) {
      context.addIssue({ code: 'custom', path: ['services'], message: M.servicesEmpty });
    }
    const seen = new Set<string>();
    navigation.header.forEach((item, index) => {
      const name = item.label.toLocaleLowerCase('en');
      if (seen.has(name)) {
        context.addIssue({ code: 'custom', path: ['header', index, 'label'], message: M.labelRepeated(item.label) });
      }
      seen.add(name);
    });
  });

// The schema's output is the stored document; this line keeps the two in step.
export type ValidNavigation = zod.infer<typeof navigationSchema> & Navigation;

export type NavigationErrors = Record<string, string>;

/** Zod's issues as messages by value path, the first per key; the document as a whole as 'form'. */
export function navigationIssuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): NavigationErrors {
  const errors: NavigationErrors = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'form' : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export type NavigationValidation = { success: true; data: Navigation } | { success: false; errors: NavigationErrors };

/** Everything wrong with a navigation, by field; the browser and the server use the same. */
export function validateNavigation(values: unknown): NavigationValidation {
  const result = navigationSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: navigationIssuesToErrors(result.error.issues) };
}
