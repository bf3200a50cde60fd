import type { ReactNode } from 'react';

/** The opening band of an inner page: eyebrow chip, the page's single h1, and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white pt-32 pb-16 sm:pt-40 sm:pb-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        {eyebrow && (
          <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold tracking-wider text-blue-800 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
