/**
 * /admin/people/:id/erase (issue 31; Admin only, app/lib/studio-access.ts): what erasing the person
 * behind submission `id` will remove, counted per kind, and the one button that does it. The erasure
 * is one transaction (app/.server/changes/people.ts); afterwards the inbox no longer shows them.
 */
import { data, Form, Link } from 'react-router';
import { countsOf, erasePerson } from '../../.server/changes/people.ts';
import { staffActor } from '../../.server/changes/pipeline.ts';
import { readPersonRows } from '../../.server/db/repositories/person-data.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { loadPerson, personKeyOf } from '../../features/leads/person.server.ts';
import { erasureLines } from '../../features/leads/person.ts';
import { errorToast } from '../../lib/toast.ts';
import type { Route } from './+types/person-erase';

export const meta: Route.MetaFunction = () => [
  { title: 'Erase a person | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const missing = () => data({ error: 'Nobody has sent a submission with that id.' }, { status: 404 });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const person = await loadPerson(database, params.id);
  const key = person ? await personKeyOf(database, params.id) : null;
  if (!person || !key) throw missing();
  const rows = await readPersonRows(database, key);
  return { title: person.title, emails: person.emails, lines: erasureLines(countsOf(rows)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 1024);
  if (form.get('intent') !== 'erase') {
    return data({ toast: errorToast('Press “Erase permanently” to erase this person.') }, { status: 400 });
  }
  const key = await personKeyOf(services.database, params.id);
  if (!key) throw missing();
  const done = await erasePerson(services, staffActor(admin, ip), key);
  if (!done) throw missing();
  return redirectWithToast(services.config, '/admin/messages', {
    type: 'success',
    title: `Erased: now “${done.pseudonym}” in the audit log`,
  });
}

export default function ErasePerson({ loaderData, params, actionData }: Route.ComponentProps) {
  const { title, emails, lines } = loaderData;
  useToast(actionData?.toast);
  const back = `/admin/people/${encodeURIComponent(params.id)}`;
  return (
    <>
      <AdminPageHeader title={`Erase ${title}`} description={`Every submission from ${emails.join(', ')}.`} />
      <Panel className="max-w-2xl p-4 sm:p-5">
        <h2 className="text-base font-semibold text-slate-900">This will remove</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800" data-erasure-counts>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          It cannot be undone. The audit log keeps that an erasure happened, with counts and a pseudonym, never their
          name or address.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className={buttonClasses({ variant: 'destructive', size: 'sm' })}>
            Erase permanently
          </button>
          <Link to={back} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Cancel
          </Link>
        </Form>
      </Panel>
    </>
  );
}
