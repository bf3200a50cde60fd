/** The client-logo strip (SPEC 1, SPEC 3 'Client logo'): name and image path of each logo. */
export interface ClientLogo {
  name: string;
  image: string;
}

export const clientLogosHeading = 'Trusted by operations, finance and service teams at';

export const clientLogos: readonly ClientLogo[] = [
  { name: 'Northwind Logistics', image: '/images/clients/northwind-logistics.svg' },
  { name: 'Meridian Health', image: '/images/clients/meridian-health.svg' },
  { name: 'Atlas Financial', image: '/images/clients/atlas-financial.svg' },
  { name: 'Vertex Manufacturing', image: '/images/clients/vertex-manufacturing.svg' },
  { name: 'Harborline Insurance', image: '/images/clients/harborline-insurance.svg' },
];

/** The logos' intrinsic size (all five share the same 160 x 48 canvas). */
export const CLIENT_LOGO_SIZE = { width: 160, height: 48 } as const;
