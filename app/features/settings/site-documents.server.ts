/**
 * The site documents as a request sees them (issue 29): one read of every document per request
 * (`getSiteDocuments`), shared by the root loader and any page loader of the same request, each
 * document at its defaults while it has no row. The navigation is passed on as stored; its feature
 * reads it.
 */
import type { RouterContextProvider } from 'react-router';
import { getSiteDocuments, type StoredSiteDocument } from '../../.server/db/repositories/site-documents.ts';
import { settingsOf } from '../../.server/infrastructure/company-details.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { noteBookingUrl } from '../../.server/infrastructure/security-headers.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';

// The company's details for e-mails live below the features (server jobs write e-mails too).
export { companyDetailsIn, readCompanyDetails, settingsOf } from '../../.server/infrastructure/company-details.ts';

type ReadServices = Pick<Services, 'database' | 'logger'> &
  Partial<Pick<Services, 'publicReads'>> & { config: Pick<Services['config'], 'bookingUrl'> };

export interface SiteDocumentsView {
  settings: SiteSettings;
  /** The settings' version: 0 while they are at their defaults. */
  settingsVersion: number;
  navigation: StoredSiteDocument | null;
}

/**
 * Every document, read once (and kept until the next change, with `publicReads`); the defaults,
 * logged, when the database does not answer (SPEC 8: the site stays up).
 */
export async function readSiteDocuments(services: ReadServices): Promise<SiteDocumentsView> {
  try {
    const read = () => getSiteDocuments(services.database);
    const { settings, navigation } = await (services.publicReads?.read('site documents', read) ?? read());
    return {
      settings: settingsOf(settings, services.config.bookingUrl),
      settingsVersion: settings?.version ?? 0,
      navigation,
    };
  } catch (error) {
    services.logger.error({ err: error }, 'could not read the site settings: showing their defaults');
    return { settings: defaultSiteSettings(services.config.bookingUrl), settingsVersion: 0, navigation: null };
  }
}

const perRequest = new WeakMap<object, Promise<SiteDocumentsView>>();

/** The request's site documents: read at most once however many loaders of the request ask. */
export function loadSiteDocuments(context: Readonly<RouterContextProvider>): Promise<SiteDocumentsView> {
  let view = perRequest.get(context);
  if (!view) {
    view = readSiteDocuments(context.get(servicesContext)).then((documents) => {
      // The contact page frames the booking page: the CSP's frame-src follows the setting.
      noteBookingUrl(documents.settings.bookingUrl);
      return documents;
    });
    perRequest.set(context, view);
  }
  return view;
}
