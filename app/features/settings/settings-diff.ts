/** How two versions of the site settings differ, field by field (the History tab, a conflict, the audit log). */
import { compareText, type FieldChange } from '../../lib/revisions.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { settingsFieldLabels } from './settings-copy.ts';

type Field = keyof typeof settingsFieldLabels;

function fieldText(settings: SiteSettings, field: Field): string {
  switch (field) {
    case 'socialLinks':
      return settings.socialLinks.map((link) => `${link.label}: ${link.url}`).join('\n');
    case 'cookieBanner':
      return `${settings.cookieBanner.title}\n${settings.cookieBanner.body}`;
    default:
      return settings[field];
  }
}

/** Every setting in which `after` differs from `before`, in the form's order. */
export function diffSettings(before: SiteSettings, after: SiteSettings): FieldChange[] {
  return (Object.keys(settingsFieldLabels) as Field[])
    .map((field) => compareText(settingsFieldLabels[field], fieldText(before, field), fieldText(after, field)))
    .filter((change): change is FieldChange => change !== null);
}
