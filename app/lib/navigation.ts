/**
 * The site's navigation as staff edit it (issue 29): the header's items (one of which may be the
 * Services dropdown), the dropdown's entries, and the footer's link columns. Types only, so the
 * header can take them from the root loader's data without bringing any code to the browser.
 */

/** The dropdown's icons: a short fixed set, each drawn by the header (every icon is code on every page). */
export const NAVIGATION_ICONS = ['bot', 'briefcase', 'file-text'] as const;
export type NavigationIcon = (typeof NAVIGATION_ICONS)[number];

/** A header item: a link, or the button that opens the Services dropdown. */
export type HeaderItem = { kind: 'link'; label: string; target: string } | { kind: 'services'; label: string };

/** An entry of the Services dropdown. */
export interface ServiceLink {
  label: string;
  target: string;
  description: string;
  icon: NavigationIcon;
}

export interface FooterLink {
  label: string;
  target: string;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

export interface Navigation {
  header: HeaderItem[];
  services: ServiceLink[];
  footer: FooterColumn[];
}
