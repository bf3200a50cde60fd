/**
 * The offer of changes left unsaved in an earlier visit (use-draft-recovery.ts), above the editor's
 * fields. It appears after hydration, inside a live region that is always there, so a screen reader
 * announces it; its two buttons are the next stops of the keyboard after the page header.
 */
import { History } from 'lucide-react';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import type { DraftRecovery } from './use-draft-recovery.ts';

export function DraftRecoveryNotice({ draft }: { draft: DraftRecovery }) {
  const timeZone = useStudioTimeZone();
  return (
    <div aria-live="polite">
      {draft.offeredAt ? (
        <section
          aria-labelledby="draft-recovery-heading"
          className="mb-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
              <History className="size-4" aria-hidden="true" />
            </span>
            <div>
              <h2 id="draft-recovery-heading" className="text-base font-semibold text-slate-900">
                Unsaved changes found
              </h2>
              <p className="mt-0.5 text-sm text-slate-700">
                You have unsaved changes from {formatAdminDateTime(draft.offeredAt, timeZone)} that were never saved.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button size="sm" onClick={draft.restore}>
              Restore unsaved changes
            </Button>
            <Button size="sm" variant="outline" onClick={draft.discard}>
              Discard
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
