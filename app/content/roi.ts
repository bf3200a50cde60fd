/**
 * Words of the ROI calculator (SPEC 2.7), shared by the page, the PDF report and the e-mail so the
 * three always describe the numbers the same way.
 */
import {
  type Complexity,
  complexities,
  formatCurrency,
  formatFraction,
  type NumericRoiInput,
  type RoiModel,
} from '../lib/roi.ts';

export interface RoiInputCopy {
  label: string;
  help: string;
  /** Shown before the number, e.g. '$'. */
  prefix?: string;
  /** Shown after the number, e.g. 'hrs'. */
  suffix?: string;
}

export const roiInputCopy: Record<NumericRoiInput, RoiInputCopy> = {
  processHours: {
    label: 'Hours per process run',
    help: 'How long one run of the process takes a person, start to finish.',
    suffix: 'hrs',
  },
  hourlyRate: {
    label: 'Hourly labour cost',
    help: 'Fully loaded cost of one hour of staff time: salary, benefits and overhead.',
    prefix: '$',
  },
  frequency: {
    label: 'Runs per month',
    help: 'How often the process runs in a month (22 is once every working day).',
    suffix: 'runs',
  },
  employees: {
    label: 'Employees involved',
    help: 'People who work on this process today. Used for your report, not in the estimate.',
    suffix: 'people',
  },
};

export const complexityCopy: Record<Complexity, { label: string; description: string }> = {
  low: { label: 'Low', description: 'Rules-based, one or two systems, structured data.' },
  medium: { label: 'Medium', description: 'Several systems, some exceptions and approvals.' },
  high: { label: 'High', description: 'Unstructured documents, judgement calls, many systems.' },
};

export const roiCopy = {
  eyebrow: 'ROI CALCULATOR',
  title: 'ROI Calculator',
  lead: 'See what automating one of your processes could save. Adjust the numbers to match your team, then calculate your return on investment.',
  metaDescription:
    'Estimate the savings, break-even point and first-year ROI of automating a business process with RPA or AI agents.',
  inputsHeading: 'Your process',
  complexityLegend: 'Process complexity',
  departmentLabel: 'Department',
  advancedLabel: 'Advanced options',
  calculate: 'Calculate ROI',
  resultsHeading: 'Your estimated return',
  resultsPlaceholder: {
    title: 'Your results will appear here',
    body: 'Set the hours, cost and frequency of the process, choose its complexity, then press Calculate ROI.',
  },
  chartHeading: 'Cumulative savings against implementation cost',
  emailHeading: 'Email me these results',
  emailLabel: 'Your email address',
  emailButton: 'Email results',
  downloadButton: 'Download PDF',
  consultationCta: {
    title: 'Want exact numbers?',
    body: 'A free process audit measures your real volumes and costs.',
    link: 'Book a free consultation',
  },
  toasts: {
    sent: (email: string) => ({
      title: 'ROI Analysis Sent',
      description: `Your ROI analysis has been sent to ${email}.`,
    }),
    downloaded: { title: 'PDF Downloaded', description: 'Your ROI analysis PDF has been downloaded successfully.' },
    downloadFailed: { title: 'Download Failed', description: 'The PDF could not be created. Please try again.' },
    sendFailed: { title: 'Sending Failed', description: 'Your results could not be sent. Please try again.' },
  },
} as const;

/** Labels of the results, in the order the page, the PDF and the e-mail list them. */
export const roiResultLabels = {
  monthlyCost: 'Monthly process cost',
  annualCost: 'Annual process cost',
  estimatedSavings: 'Estimated annual savings',
  implementationTimeWeeks: 'Implementation time',
  implementationCost: 'Implementation cost',
  productivityGain: 'Productivity gain',
  breakEvenMonths: 'Break-even',
  roi: 'First-year ROI',
} as const;

/**
 * What the estimate assumes, in the model's own figures (the page, the PDF and the e-mail): with the
 * seeded model, "(80%, 70% and 60% of the process cost) and … $2,000 per week".
 */
export function roiAssumptions(model: RoiModel): string {
  const [low, medium, high] = complexities.map((complexity) =>
    formatFraction(model.complexities[complexity].savingsRate),
  );
  return `Estimates use typical savings rates for each complexity (${low}, ${medium} and ${high} of the process cost) and an implementation cost of ${formatCurrency(model.costPerWeek)} per week of build time. Your audit will replace them with measured figures.`;
}

/** Where the PDF's footer and the e-mail say which model version computed the numbers. */
export const roiModelVersionLine = (version: number) => `ROI model version ${version}`;
