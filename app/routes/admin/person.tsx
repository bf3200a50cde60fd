/**
 * /admin/people/:id (issue 31): one person, reached from any of their submissions (its id in the
 * address, so no e-mail is in it): who they are, every submission, their ROI results, what they read
 * and one timeline. Their data can be exported here, and an Admin can erase them.
 */
import { Download, Trash2 } from 'lucide-react';
import { data, Link } from 'react-router';
import { adminContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import {
  PersonIdentity,
  PersonReadingList,
  PersonRoiResults,
  PersonSubmissions,
  PersonTimeline,
} from '../../features/leads/admin/person-sections.tsx';
import { listLeadOwners } from '../../features/leads/owners.server.ts';
import { loadPerson } from '../../features/leads/person.server.ts';
import { mayAccess } from '../../lib/studio-access.ts';
import type { Route } from './+types/person';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.person.title ?? 'Person'} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const admin = context.get(adminContext);
  const [person, owners] = await Promise.all([loadPerson(database, params.id), listLeadOwners(database)]);
  if (!person) throw data({ error: 'Nobody has sent a submission with that id.' }, { status: 404 });
  return { person, owners, mayErase: mayAccess(admin.role, '/admin/people/:id/erase', 'change') };
}

export default function Person({ loaderData }: Route.ComponentProps) {
  const { person, owners, mayErase } = loaderData;
  const base = `/admin/people/${encodeURIComponent(person.via)}`;
  const outline = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/messages" className="text-blue-700 underline underline-offset-4 hover:text-blue-900">
          Back to the messages
        </Link>
      </p>
      <AdminPageHeader
        title={person.title}
        description="Everything stored about this person: their submissions, ROI results, what they read and the timeline."
        actions={
          <>
            <a href={`${base}/export/json`} download className={outline}>
              <Download className="size-4" aria-hidden="true" />
              Export JSON
            </a>
            <a href={`${base}/export/csv`} download className={outline}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
            {mayErase ? (
              <Link to={`${base}/erase`} className={buttonClasses({ variant: 'destructive', size: 'sm' })}>
                <Trash2 className="size-4" aria-hidden="true" />
                Erase this person
              </Link>
            ) : null}
          </>
        }
      />
      <PersonIdentity person={person} />
      <PersonRoiResults roi={person.roi} />
      <PersonTimeline timeline={person.timeline} />
      <PersonReadingList reading={person.reading} />
      <PersonSubmissions person={person} owners={owners} />
    </>
  );
}
