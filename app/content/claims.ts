/**
 * The marketing claims SPEC 1 requires as static text, defined once so every page quotes the same
 * figures in the same words. Each one appears on at least one page (home, service pages, about).
 */
export interface Claim {
  value: string;
  label: string;
}

export const claims = {
  costReduction: { value: '60-85%', label: 'operating-cost reduction' },
  annualSavings: { value: '$1.2M', label: 'average annual savings' },
  typicalRoi: { value: '250-400%', label: 'typical ROI' },
  deployments: { value: '200+', label: 'deployments' },
  decisionAccuracy: { value: '95%', label: 'decision accuracy' },
  extractionAccuracy: { value: 'up to 99.5%', label: 'accuracy' },
} as const satisfies Record<string, Claim>;

/** The consulting FAQ's answer quotes this (SPEC 1). */
export const auditDuration = '3-4 weeks';
