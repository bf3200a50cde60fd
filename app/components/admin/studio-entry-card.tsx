/**
 * The frame of the studio's pages for people not signed in yet (sign-in, an invitation link): the
 * brand and "Studio" above one white card, centred on the page, with an optional line below it.
 */
import type { ReactNode } from 'react';
import { brand } from '../../content/brand.ts';

export function StudioEntryCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <img src="/images/logo.svg" alt={brand.name} width={160} height={36} className="h-9 w-auto" />
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">Studio</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer}
      </div>
    </main>
  );
}
