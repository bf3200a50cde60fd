/**
 * The site settings form (/admin/settings): a plain post, so it works before and without JavaScript
 * (the image field's upload needs it; without, the image posts as it was). A refused save comes back
 * with its messages beside the fields, a summary at the top, and what was typed.
 */
import { Building2, Link2, MessageSquareText, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { ConflictNotice, type EditorConflict } from '../../../components/admin/revisions/conflict-notice.tsx';
import { TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MAX_SOCIAL_LINKS } from '../../../lib/site-settings.ts';
import { EditorCard } from '../../case-studies/admin/fields.tsx';
import { settingsCopy } from '../settings-copy.ts';
import {
  SETTINGS_LIMITS,
  type SettingsErrors,
  type SettingsFormValues,
  socialLabelField,
  socialUrlField,
} from '../settings-schema.ts';

const { labels, hints, sections } = settingsCopy;

export function SettingsForm({
  values,
  errors,
  version,
  conflict,
  failure,
}: {
  values: SettingsFormValues;
  errors: SettingsErrors;
  version: number;
  conflict: EditorConflict | null;
  failure: { title: string; description: string } | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const field = (name: string) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
    autoComplete: 'off',
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form method="post" noValidate className="space-y-6">
      <input type="hidden" name="version" value={conflict?.basedOn ?? version} />
      {conflict ? <ConflictNotice conflict={conflict} message={settingsCopy.conflict} /> : null}
      {hasErrors ? <Alert>{settingsCopy.errorSummary}</Alert> : null}
      {failure ? (
        <Alert>
          {failure.title}. {failure.description}
        </Alert>
      ) : null}

      <EditorCard
        title={sections.company}
        description={sections.companyHint}
        icon={<Building2 className="size-4" aria-hidden />}
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={labels.companyName}
            hint={hints.companyName}
            required
            maxLength={SETTINGS_LIMITS.companyName}
            {...field('companyName')}
          />
          <TextField label={labels.contactEmail} type="email" required {...field('contactEmail')} />
          <TextField label={labels.phone} type="tel" required {...field('phone')} />
          <TextAreaField label={labels.postalAddress} rows={3} required {...field('postalAddress')} />
        </div>
      </EditorCard>

      <EditorCard
        title={sections.social}
        description={sections.socialHint}
        icon={<Share2 className="size-4" aria-hidden />}
      >
        <ol className="space-y-4">
          {Array.from({ length: MAX_SOCIAL_LINKS }, (_, index) => (
            <li key={index} className="grid gap-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
              <TextField label={labels.socialLabel(index + 1)} {...field(socialLabelField(index))} />
              <TextField
                label={labels.socialUrl(index + 1)}
                type="url"
                inputMode="url"
                {...field(socialUrlField(index))}
              />
            </li>
          ))}
        </ol>
      </EditorCard>

      <EditorCard title={sections.site} icon={<Link2 className="size-4" aria-hidden />}>
        <div className="space-y-5">
          <TextField
            label={labels.bookingUrl}
            hint={hints.bookingUrl}
            type="url"
            inputMode="url"
            {...field('bookingUrl')}
          />
          <ImageUpload
            name="defaultOgImage"
            label={labels.defaultOgImage}
            defaultValue={values.defaultOgImage ?? ''}
            error={errors.defaultOgImage}
            hint={hints.defaultOgImage}
          />
        </div>
      </EditorCard>

      <EditorCard title={sections.texts} icon={<MessageSquareText className="size-4" aria-hidden />}>
        <div className="space-y-5">
          <TextField label={labels.footerTagline} required {...field('footerTagline')} />
          <TextField label={labels.cookieTitle} required {...field('cookieTitle')} />
          <TextAreaField label={labels.cookieBody} hint={hints.cookieBody} rows={3} required {...field('cookieBody')} />
        </div>
      </EditorCard>

      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {settingsCopy.save}
        </Button>
      </div>
    </Form>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
