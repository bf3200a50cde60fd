/**
 * Row <-> domain mapping for case studies and their children, so the repository reads as queries.
 * Rows come back with engine-specific shapes (0/1 or booleans, JSON text or arrays, text or Date);
 * the domain objects are identical on both engines.
 */
import type { Insertable, Selectable } from 'kysely';
import { caseStudySearchText } from '../../../lib/admin-case-studies.ts';
import type {
  CaseStudy,
  CaseStudyInput,
  CaseStudyMedia,
  CaseStudyMetric,
  CaseStudyProcess,
  CaseStudySection,
} from '../../../lib/case-study.ts';
import { fromJson, storedInstantOrNull, toBool, toInt, toIso, toIsoOrNull, toJson } from '../mapping.ts';
import type {
  CaseStudiesTable,
  CaseStudyMediaTable,
  CaseStudyMetricsTable,
  CaseStudyProcessesTable,
  CaseStudyRow,
  CaseStudySectionsTable,
} from '../schema.ts';

function stringList(value: string[] | string): string[] {
  const parsed = fromJson<unknown>(value, []);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

export function rowToCaseStudy(row: CaseStudyRow): CaseStudy {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    executiveSummary: row.executive_summary,
    clientName: row.client_name,
    clientIndustry: row.client_industry,
    clientLocation: row.client_location,
    clientSize: row.client_size,
    clientDescription: row.client_description,
    clientLogoUrl: row.client_logo_url,
    projectDuration: row.project_duration,
    projectStartDate: row.project_start_date,
    projectEndDate: row.project_end_date,
    technologyUsed: stringList(row.technology_used),
    teamSize: row.team_size,
    teamRoles: stringList(row.team_roles),
    mainImageUrl: row.main_image_url,
    mainImageAlt: row.main_image_alt,
    processFlowImageUrl: row.process_flow_image_url,
    testimonialQuote: row.testimonial_quote,
    testimonialAuthor: row.testimonial_author,
    testimonialTitle: row.testimonial_title,
    testimonialCompany: row.testimonial_company,
    testimonialImage: row.testimonial_image,
    showTestimonial: toBool(row.show_testimonial),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    tags: stringList(row.tags),
    status: row.status,
    featured: toBool(row.featured),
    displayOrder: row.display_order,
    externalId: row.external_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    publishedAt: toIsoOrNull(row.published_at),
    publishAt: toIsoOrNull(row.publish_at),
    version: toInt(row.version),
  };
}

/** The editable columns of a case study (everything but id, external id and timestamps). */
export function caseStudyFields(input: CaseStudyInput['caseStudy']) {
  return {
    slug: input.slug,
    title: input.title,
    subtitle: input.subtitle,
    executive_summary: input.executiveSummary,
    client_name: input.clientName,
    client_industry: input.clientIndustry,
    client_location: input.clientLocation,
    client_size: input.clientSize,
    client_description: input.clientDescription,
    client_logo_url: input.clientLogoUrl,
    project_duration: input.projectDuration,
    project_start_date: input.projectStartDate,
    project_end_date: input.projectEndDate,
    technology_used: toJson(input.technologyUsed),
    team_size: input.teamSize,
    team_roles: toJson(input.teamRoles),
    main_image_url: input.mainImageUrl,
    main_image_alt: input.mainImageAlt,
    process_flow_image_url: input.processFlowImageUrl,
    testimonial_quote: input.testimonialQuote,
    testimonial_author: input.testimonialAuthor,
    testimonial_title: input.testimonialTitle,
    testimonial_company: input.testimonialCompany,
    testimonial_image: input.testimonialImage,
    show_testimonial: input.showTestimonial,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    tags: toJson(input.tags),
    status: input.status,
    featured: input.featured,
    display_order: input.displayOrder,
    search_text: caseStudySearchText(input),
    // Only a draft waits for its publication time; absent, the stored schedule stays as it is.
    ...(input.status !== 'draft'
      ? { publish_at: null }
      : input.publishAt !== undefined
        ? { publish_at: storedInstantOrNull(input.publishAt) }
        : {}),
  } satisfies Partial<Insertable<CaseStudiesTable>>;
}

export const rowToSection = (row: Selectable<CaseStudySectionsTable>): CaseStudySection => ({
  id: row.id,
  caseStudyId: row.case_study_id,
  sectionType: row.section_type,
  title: row.title,
  content: row.content,
  orderIndex: row.order_index,
});

export const rowToMetric = (row: Selectable<CaseStudyMetricsTable>): CaseStudyMetric => ({
  id: row.id,
  caseStudyId: row.case_study_id,
  label: row.label,
  value: row.value,
  metricType: row.metric_type,
  description: row.description,
  orderIndex: row.order_index,
  emphasis: toBool(row.emphasis),
});

export const rowToProcess = (row: Selectable<CaseStudyProcessesTable>): CaseStudyProcess => ({
  id: row.id,
  caseStudyId: row.case_study_id,
  title: row.title,
  description: row.description,
  orderIndex: row.order_index,
});

export const rowToMedia = (row: Selectable<CaseStudyMediaTable>): CaseStudyMedia => ({
  id: row.id,
  caseStudyId: row.case_study_id,
  url: row.url,
  alt: row.alt,
  caption: row.caption,
  kind: row.kind,
  orderIndex: row.order_index,
});

type Children = Pick<CaseStudyInput, 'sections' | 'metrics' | 'processes' | 'media'>;

/** New child rows for one case study, each with a fresh id. */
export function childRows(caseStudyId: string, input: Children) {
  const owned = { case_study_id: caseStudyId };
  return {
    sections: input.sections.map(
      (s): Insertable<CaseStudySectionsTable> => ({
        id: crypto.randomUUID(),
        ...owned,
        section_type: s.sectionType,
        title: s.title,
        content: s.content,
        order_index: s.orderIndex,
      }),
    ),
    metrics: input.metrics.map(
      (m): Insertable<CaseStudyMetricsTable> => ({
        id: crypto.randomUUID(),
        ...owned,
        label: m.label,
        value: m.value,
        metric_type: m.metricType,
        description: m.description,
        order_index: m.orderIndex,
        emphasis: m.emphasis,
      }),
    ),
    processes: input.processes.map(
      (p): Insertable<CaseStudyProcessesTable> => ({
        id: crypto.randomUUID(),
        ...owned,
        title: p.title,
        description: p.description,
        order_index: p.orderIndex,
      }),
    ),
    media: input.media.map(
      (m): Insertable<CaseStudyMediaTable> => ({
        id: crypto.randomUUID(),
        ...owned,
        url: m.url,
        alt: m.alt,
        caption: m.caption,
        kind: m.kind,
        order_index: m.orderIndex,
      }),
    ),
  };
}
