/** The footer's legal links (its link columns are the navigation's: content/navigation.ts). */
export const footerLegalLinks = [
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Cookie Policy', href: '/cookies' },
];
