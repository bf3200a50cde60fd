/**
 * The dashboard's "Client decisions" (issue 30): what clients decided on the review requests the
 * signed-in staff member sent, newest first, each unread until they open the study (its editor,
 * where the Client review panel shows the decision in full). On the dashboard, not in the leads
 * inbox: the inbox is Admin and Sales, reviews are Admin and Editor (docs/decisions/client-review.md).
 */
import { CheckCircle2, MessageSquareWarning, UserCheck } from 'lucide-react';
import type { ClientDecisionNotice } from '../../../.server/db/repositories/review-requests.ts';
import { Panel } from '../../../components/admin/page-header.tsx';
import { reviewEditorPath } from '../../../lib/review.ts';
import { reviewCopy as copy } from '../review-copy.ts';

export interface ClientDecisionsData {
  decisions: ClientDecisionNotice[];
  unread: number;
}

export function ClientDecisions({ data }: { data: ClientDecisionsData | null }) {
  return (
    <Panel className="mt-8">
      <section aria-labelledby="client-decisions-heading" className="p-4 sm:p-6">
        <h2 id="client-decisions-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserCheck className="size-5 text-blue-700" aria-hidden="true" />
          {copy.decisionsHeading}
          {data && data.unread > 0 ? (
            <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
              {copy.decisionsUnread(data.unread)}
            </span>
          ) : null}
        </h2>
        {data === null ? (
          <p className="mt-2 text-sm text-slate-700">{copy.decisionsFailed}</p>
        ) : data.decisions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{copy.decisionsNone}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {data.decisions.map((decision) => {
              const unread = decision.seenAt === null;
              const label = copy.decisionNotice(decision.reviewerName, decision.decision, decision.recordTitle);
              return (
                <li key={decision.id} className="flex items-start gap-3 py-3">
                  {decision.decision === 'approved' ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  ) : (
                    <MessageSquareWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <a
                      href={`${reviewEditorPath(decision.recordType, decision.recordId)}#client-review`}
                      className={`text-sm text-blue-800 underline underline-offset-2 ${unread ? 'font-semibold' : ''}`}
                    >
                      {label}
                      {unread ? <span className="sr-only">{` (${copy.unread})`}</span> : null}
                    </a>
                    <p className="mt-0.5 text-xs text-slate-700">
                      {copy.decisionMeta(decision.version, decision.createdAt)}
                    </p>
                    {decision.message ? (
                      <p className="mt-1 line-clamp-2 break-words text-sm text-slate-800">{decision.message}</p>
                    ) : null}
                  </div>
                  {unread ? (
                    <span
                      aria-hidden="true"
                      className="shrink-0 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-blue-200"
                    >
                      {copy.unreadBadge}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Panel>
  );
}
