/**
 * A save refused because someone saved the record (a case study, a testimonial) after this form
 * opened it (HTTP 409). Nothing
 * was overwritten and the form keeps what was typed; the notice names who and when and offers the
 * three ways on: see what they changed, save over it ('Keep yours', a submit of this form naming
 * their version), or take their version ('Reload theirs', a plain link to the page). All three work
 * before hydration: a disclosure, a submit button and a link.
 */
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import type { SaveConflict } from '../../../lib/revisions.ts';
import { useStudioTimeZone } from '../studio-time-zone.tsx';
import { ChangeList } from './change-list.tsx';

/** The 409's details as the notice shows them (app/lib/revisions.ts). */
export type EditorConflict = SaveConflict;

export const OVERWRITE_VERSION_FIELD = 'overwriteVersion';

const changeLabels = {
  before: revisionCopy.conflictBefore,
  after: revisionCopy.conflictAfter,
  empty: revisionCopy.empty,
};

export function ConflictNotice({
  conflict,
  message = revisionCopy.conflict,
  onReload,
}: {
  conflict: EditorConflict;
  /** The notice's sentence: 'This case study was changed by {who} at {time} after you opened it.' by default. */
  message?: (who: string, when: string) => string;
  /** Called as 'Reload theirs' is chosen (the case-study editors give up their unsaved draft). */
  onReload?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const timeZone = useStudioTimeZone();
  // A keyboard or screen-reader user is taken to the notice (its heading is read out as it gets the
  // focus), not left on the save button.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="conflict-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-xs sm:p-5"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-3">
          <h2
            id="conflict-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold focus:outline-none"
          >
            {message(conflict.actor, formatAdminDateTime(conflict.at, timeZone))}
          </h2>
          <p className="text-sm">{revisionCopy.conflictIntro}</p>
          <details className="group rounded-lg bg-white/70 ring-1 ring-amber-200">
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
              {revisionCopy.conflictSeeChanges}
            </summary>
            <div className="px-3 pb-3">
              {conflict.changes.length === 0 ? (
                <p className="text-sm">{revisionCopy.conflictNoChanges}</p>
              ) : (
                <ChangeList changes={conflict.changes} labels={changeLabels} />
              )}
            </div>
          </details>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              name={OVERWRITE_VERSION_FIELD}
              value={conflict.version}
              aria-describedby="conflict-keep-hint"
              className="inline-flex h-10 items-center rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {revisionCopy.conflictKeepMine}
            </button>
            <Link
              to={`${location.pathname}${location.search}`}
              onClick={onReload}
              className="inline-flex h-10 items-center rounded-lg border border-amber-300 bg-white px-4 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {revisionCopy.conflictReload}
            </Link>
          </div>
          <p id="conflict-keep-hint" className="text-xs">
            {revisionCopy.conflictKeepMineHint}
          </p>
        </div>
      </div>
    </section>
  );
}
