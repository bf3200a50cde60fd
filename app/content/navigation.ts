/** The header's fixed parts (its items are the navigation's: content/default-navigation.ts and /admin/navigation). */

/** The first crumb of every page's breadcrumb trail (structured data). */
export const homeCrumb = { name: 'Home', path: '/' } as const;

export const contactCta = { name: 'Get in Touch', href: '/contact' } as const;
