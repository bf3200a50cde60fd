/**
 * The schema's history, one file per migration (`NNNN_name.ts`, so branches adding one do not
 * collide), registered here explicitly: a file-system provider does not survive bundling. Each
 * migration is written once for both engines (./shared.ts: the column types that read back
 * identically after the repository mapping).
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { initial } from './0001_initial.ts';
import { externalIdPerKey } from './0002_external_id_per_key.ts';
import { revisionsAndSchedule } from './0003_revisions_and_schedule.ts';
import { staffAndAuditLog } from './0004_staff_and_audit_log.ts';
import { dashboardStatusAndCounts } from './0005_dashboard_status_and_counts.ts';
import { leadAttribution } from './0006_lead_attribution.ts';
import { webhooks } from './0007_webhooks.ts';
import { staffRoles } from './0008_staff_roles.ts';
import { fixedWidthInstants } from './0009_fixed_width_instants.ts';
import { sealedOutbox } from './0010_sealed_outbox.ts';
import { pages } from './0011_pages.ts';
import { siteSetup } from './0012_site_setup.ts';
import { siteDocuments } from './0013_site_documents.ts';
import { roiModels } from './0014_roi_models.ts';
import { clientReview } from './0015_client_review.ts';
import { leadPipeline } from './0016_lead_pipeline.ts';
import { clientDecisionsSeen } from './0017_client_decisions_seen.ts';
import { leadJobs } from './0018_lead_jobs.ts';
import { notFoundLogAndRedirects } from './0019_not_found_log_and_redirects.ts';
import { shareImages } from './0020_share_images.ts';
import { testimonialReview } from './0021_testimonial_review.ts';
import { inboxFilterIndexes } from './0022_inbox_filter_indexes.ts';

/** Every migration in order. Append new ones; never edit one that has shipped. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_external_id_per_key': externalIdPerKey(dialect),
    '0003_revisions_and_schedule': revisionsAndSchedule(dialect),
    '0004_staff_and_audit_log': staffAndAuditLog(dialect),
    '0005_dashboard_status_and_counts': dashboardStatusAndCounts(),
    '0006_lead_attribution': leadAttribution(dialect),
    '0007_webhooks': webhooks(dialect),
    '0008_staff_roles': staffRoles(dialect),
    '0009_fixed_width_instants': fixedWidthInstants(dialect),
    '0010_sealed_outbox': sealedOutbox(dialect),
    '0011_pages': pages(dialect),
    '0012_site_setup': siteSetup(dialect),
    '0013_site_documents': siteDocuments(dialect),
    '0014_roi_models': roiModels(dialect),
    '0015_client_review': clientReview(dialect),
    '0016_lead_pipeline': leadPipeline(dialect),
    '0017_client_decisions_seen': clientDecisionsSeen(dialect),
    '0018_lead_jobs': leadJobs(dialect),
    '0019_not_found_log_and_redirects': notFoundLogAndRedirects(dialect),
    '0020_share_images': shareImages(dialect),
    '0021_testimonial_review': testimonialReview(dialect),
    '0022_inbox_filter_indexes': inboxFilterIndexes(),
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
