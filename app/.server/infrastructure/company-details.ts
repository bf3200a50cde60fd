/**
 * The site settings over their defaults, and the company's details every e-mail carries (issue 29):
 * below the features, since server jobs write e-mails too (the lead digest). The settings feature
 * reads and serves the documents themselves (features/settings/site-documents.server.ts).
 */
import { defaultSiteSettings } from '../../content/site-settings.ts';
import type { CompanyDetails, SiteSettings } from '../../lib/site-settings.ts';
import { getSiteDocuments, type StoredSiteDocument } from '../db/repositories/site-documents.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from './logger.ts';

/**
 * The settings a stored document holds, over their defaults: a field added after it was saved reads
 * as its default. The data was checked when it was saved, so it is not checked again here.
 */
export function settingsOf(stored: StoredSiteDocument | null, bookingUrl: string | null | undefined): SiteSettings {
  const defaults = defaultSiteSettings(bookingUrl);
  return stored ? { ...defaults, ...(stored.data as Partial<SiteSettings>) } : defaults;
}

const companyDetailsOf = ({ companyName, contactEmail, phone, postalAddress }: SiteSettings): CompanyDetails => ({
  companyName,
  contactEmail,
  phone,
  postalAddress,
});

/**
 * The company's details for an e-mail being written (a form's post, a job): the settings' current
 * ones; their defaults, logged, when the database does not answer (the e-mail still goes).
 */
export async function readCompanyDetails(services: {
  database: Database;
  logger: Pick<Logger, 'error'>;
}): Promise<CompanyDetails> {
  try {
    return await companyDetailsIn(services.database);
  } catch (error) {
    services.logger.error({ err: error }, 'could not read the site settings: showing their defaults');
    return companyDetailsOf(defaultSiteSettings(undefined));
  }
}

/**
 * The same, read inside a change (`database` is its transaction): a failed read fails the change,
 * as a transaction that saw an error cannot go on anyway.
 */
export async function companyDetailsIn(database: Database): Promise<CompanyDetails> {
  return companyDetailsOf(settingsOf((await getSiteDocuments(database)).settings, undefined));
}
