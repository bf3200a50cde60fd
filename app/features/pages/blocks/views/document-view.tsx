import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { InlineText } from '../../../../components/legal/inline-text.tsx';
import { type RenderedOnServer, withServerValues } from '../../../../delivery/server-values.tsx';
import { staticIsland } from '../../../../delivery/static-island.tsx';
import { isIslandSection, type ServedDocument } from '../../served-blocks.ts';
import type { BlockOf, DocumentPart, DocumentSection } from '../block-schemas.ts';

/** 'September 18, 2025' for '2025-09-18', whatever the server's time zone. */
export function documentDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The header of a long document (a hero with the 'document' layout): eyebrow, the page's h1, its date and introduction. */
export function DocumentHeader({ block }: { block: BlockOf<'hero'> }) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-blue-50 via-white to-white pt-28 pb-12 sm:pt-36 sm:pb-16">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,var(--color-slate-300)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent_80%)] bg-[size:28px_28px] opacity-40"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {block.eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-blue-700 uppercase">{block.eyebrow}</p>
        )}
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{block.headline}</h1>
        {block.updated && (
          <p className="mt-4 text-sm font-medium text-slate-600">
            Last updated: <time dateTime={block.updated}>{documentDate(block.updated)}</time>
          </p>
        )}
        {block.subline && (
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600">
            <InlineText text={block.subline} />
          </p>
        )}
      </div>
    </header>
  );
}

/** What the page puts in place of a document's interactive parts (the cookie choice), by kind. */
export type DocumentSlots = Partial<Record<'cookie-choice', ReactNode>>;

/**
 * A long document as the legal pages: a table of contents (sticky beside the text on wide screens),
 * the summary box, the numbered sections in a readable measure and the closing note. The article is
 * named by the block's title. `slots` holds what the page renders in place of interactive parts.
 */
export function DocumentView({
  block,
  slots = {},
}: {
  block: BlockOf<'document'> | ServedDocument;
  slots?: DocumentSlots;
}) {
  const tocId = `${block.id}-toc-title`;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:gap-12 lg:px-8">
      <nav aria-labelledby={tocId} className="lg:col-span-4 xl:col-span-3">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-28">
          <p id={tocId} className="text-sm font-semibold text-slate-900">
            On this page
          </p>
          <ol className="mt-3 space-y-1 text-sm">
            {block.sections.map((section, index) => (
              <li key={section.anchor}>
                <a
                  href={`#${section.anchor}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 transition-colors hover:bg-white hover:text-blue-700"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>

      <div className="min-w-0 lg:col-span-8 xl:col-span-9">
        {block.summary && (
          <div className="max-w-prose rounded-2xl border border-blue-100 bg-blue-50/60 p-6">
            <p className="text-sm font-semibold tracking-wider text-blue-800 uppercase">{block.summary.title}</p>
            <ul className="mt-3 space-y-2 text-base leading-7 text-slate-700">
              {block.summary.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-blue-600" />
                  <span>
                    <InlineText text={point} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <article aria-label={block.title} className="max-w-prose">
          {block.sections.map((section, index) => (
            <section
              key={section.anchor}
              id={section.anchor}
              aria-labelledby={`${section.anchor}-title`}
              className="border-b border-slate-200 py-10 last:border-b-0"
            >
              <h2 id={`${section.anchor}-title`} className="text-2xl font-bold tracking-tight">
                <span className="mr-2 text-blue-700">{index + 1}.</span>
                {section.title}
              </h2>
              {isIslandSection(section) ? (
                <SectionIsland anchor={section.anchor} island={section.island} />
              ) : (
                <SectionParts section={section} slots={slots} />
              )}
            </section>
          ))}
        </article>

        {block.contact && (
          <div className="mt-4 flex max-w-prose flex-col gap-4 rounded-2xl bg-slate-900 p-6 text-slate-300 sm:flex-row sm:items-center">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
              <Mail aria-hidden className="size-5" />
            </span>
            <p className="text-base leading-7">
              <InlineText text={block.contact} linkClassName={CONTACT_LINK_CLASSES} />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function SectionParts({ section, slots = {} }: { section: DocumentSection; slots?: DocumentSlots }) {
  return section.parts.map((part, partIndex) => (
    <Part key={`${section.anchor}-${partIndex}`} part={part} slots={slots} />
  ));
}

/**
 * A section's parts in a document that hydrates, kept as the server's HTML (pages.server.ts
 * servedDocument): the code is this module's, already loaded; the parts' words stay out of the data.
 */
const SectionIsland = staticIsland(
  ({ anchor }: { anchor: string; island: DocumentSection | RenderedOnServer }) => `document-section-${anchor}`,
  async () =>
    withServerValues(({ island }: { anchor: string; island: DocumentSection }) => <SectionParts section={island} />),
  { rememberBy: ({ island }) => island },
);

const CONTACT_LINK_CLASSES = 'font-semibold text-white underline underline-offset-2 hover:text-blue-200';

function Part({ part, slots }: { part: DocumentPart; slots: DocumentSlots }) {
  switch (part.type) {
    case 'paragraph':
      return (
        <p className="mt-4 text-base leading-7 text-slate-700">
          <InlineText text={part.text} />
        </p>
      );
    case 'subheading':
      return <h3 className="mt-8 text-lg font-semibold text-slate-900">{part.text}</h3>;
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2.5 pl-5 text-base leading-7 text-slate-700 marker:text-blue-600">
          {part.points.map((point) => (
            <li key={point} className="pl-1">
              <InlineText text={point} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <DocumentTable table={part} />;
    case 'cookie-choice':
      return <>{slots['cookie-choice'] ?? null}</>;
  }
}

/**
 * A table on wider screens; on phones the same rows as stacked cards, since three columns of
 * prose do not fit 390 px. Only one of the two is displayed (and exposed) at a time.
 */
function DocumentTable({ table }: { table: Extract<DocumentPart, { type: 'table' }> }) {
  const [nameColumn, ...otherColumns] = table.columns;
  return (
    <>
      <table className="mt-6 hidden w-full table-fixed border-collapse text-left text-sm sm:table">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{table.caption}</caption>
        <thead className="border-b border-slate-300 text-slate-900">
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2.5 font-semibold first:pl-0 ${index === 0 ? 'w-[28%]' : index === 2 ? 'w-[26%]' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.rows.map((row) => (
            <tr key={row[0]} className="align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row" className="py-3 pr-3 text-left font-normal">
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8125rem] break-all text-slate-900">
                      {cell}
                    </code>
                  </th>
                ) : (
                  <td key={cell} className="px-3 py-3 leading-6 text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-6 sm:hidden">
        <p className="text-sm font-semibold text-slate-900">{table.caption}</p>
        <ul className="mt-3 space-y-3">
          {table.rows.map(([name, ...cells]) => (
            <li key={name} className="rounded-xl border border-slate-200 p-4 text-sm">
              <dl className="space-y-2">
                <div>
                  <dt className="sr-only">{nameColumn}</dt>
                  <dd>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono font-semibold text-slate-900">
                      {name}
                    </code>
                  </dd>
                </div>
                {cells.map((cell, index) => (
                  <div key={cell}>
                    <dt className="font-semibold text-slate-900">{otherColumns[index]}</dt>
                    <dd className="leading-6 text-slate-700">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
