/**
 * A complete CaseStudyInput for repository tests: every column filled, booleans deliberately
 * mixed, children given out of order so that ordering by order_index is actually exercised.
 */
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import { emptyFullValues, type FullEditorValues } from '#app/features/case-studies/case-study-form.ts';
import { type CaseStudyInput, emptyCaseStudy } from '#app/lib/case-study.ts';

type Fields = Partial<CaseStudyInput['caseStudy']>;
type Children = Partial<Omit<CaseStudyInput, 'caseStudy'>>;

export function caseStudyInput(fields: Fields = {}, children: Children = {}): CaseStudyInput {
  const slug = fields.slug ?? 'invoice-automation';
  return {
    caseStudy: {
      slug,
      title: 'Invoice Automation',
      subtitle: 'Straight-through posting',
      executiveSummary: 'Seventy-eight percent of invoices post without a touch.',
      clientName: 'Halvorsen Components',
      clientIndustry: 'Manufacturing',
      clientLocation: 'Milwaukee, USA',
      clientSize: '2,400 employees',
      clientDescription: 'Maker of hydraulic components.',
      clientLogoUrl: '/images/clients/halvorsen.svg',
      projectDuration: '16 weeks',
      projectStartDate: '2024-03-04',
      projectEndDate: '2024-06-21',
      technologyUsed: ['UiPath', 'SAP S/4HANA', 'Azure OpenAI'],
      teamSize: 5,
      teamRoles: ['Architect', 'Developer'],
      mainImageUrl: '/images/case-studies/invoices.svg',
      mainImageAlt: 'Invoices flowing into SAP',
      processFlowImageUrl: '/images/process-flow.svg',
      testimonialQuote: 'Our invoices now post on their own.',
      testimonialAuthor: 'Laura Brennan',
      testimonialTitle: 'VP Finance',
      testimonialCompany: 'Halvorsen Components',
      testimonialImage: '/images/people/laura.jpg',
      showTestimonial: false,
      metaTitle: 'Invoice Automation | Brightflow',
      metaDescription: 'How invoices went touchless.',
      tags: ['RPA', 'Finance'],
      status: 'published',
      featured: true,
      displayOrder: 3,
      ...fields,
    },
    sections: children.sections ?? [
      { sectionType: 'outcome', title: 'Outcome', content: '<p>78% touchless</p>', orderIndex: 3 },
      { sectionType: 'client', title: 'Client', content: '<p>A manufacturer</p>', orderIndex: 0 },
      { sectionType: 'solution', title: null, content: '<p>Bots and IDP</p>', orderIndex: 2 },
      { sectionType: 'challenge', title: 'Challenge', content: '<p>19,000 invoices</p>', orderIndex: 1 },
    ],
    metrics: children.metrics ?? [
      {
        label: 'Annual savings',
        value: '$1.4M',
        metricType: 'currency',
        description: null,
        orderIndex: 1,
        emphasis: false,
      },
      {
        label: 'Touchless',
        value: '78%',
        metricType: 'percentage',
        description: 'of invoices',
        orderIndex: 0,
        emphasis: true,
      },
    ],
    processes: children.processes ?? [
      { title: 'Build', description: null, orderIndex: 1 },
      { title: 'Discover', description: 'Mine the process', orderIndex: 0 },
    ],
    media: children.media ?? [
      { url: '/images/b.png', alt: null, caption: null, kind: 'image', orderIndex: 1 },
      { url: '/videos/a.mp4', alt: 'Demo', caption: 'A demo', kind: 'video', orderIndex: 0 },
    ],
  };
}

/** A minimal case study: every optional field empty. */
export function bareCaseStudyInput(fields: Fields = {}): CaseStudyInput {
  const base = caseStudyInput(fields).caseStudy;
  // No external id unless the test gives one: an update without one keeps the stored id.
  const { externalId: _, ...empty } = emptyCaseStudy({
    slug: base.slug,
    title: base.title,
    clientName: base.clientName,
    clientIndustry: base.clientIndustry,
  });
  return caseStudyInput({ ...empty, ...fields }, { sections: [], metrics: [], processes: [], media: [] });
}

/**
 * The full editor's form as a staff member in New York fills in a draft: a zone west of UTC, where a
 * far-future "Publish at" once became an instant SQLite sorted before every real one (issue 26).
 */
export const draftFormInNewYork = (changes: Partial<FullEditorValues> = {}): FullEditorValues => ({
  ...emptyFullValues(defaultSectionTitles, 'America/New_York'),
  title: 'Embargoed launch',
  clientName: 'Meridian Mutual',
  clientIndustry: 'Insurance',
  status: 'draft',
  ...changes,
});
