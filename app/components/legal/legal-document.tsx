import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument } from '../../content/legal/document.ts';
import { InlineText } from './inline-text.tsx';

/**
 * One legal page (Terms, Privacy, Cookies): a header with the page's h1 and its date, a table of
 * contents, and numbered sections set in a readable measure. `slots` puts interactive pieces (such
 * as the cookie choice) where the document asks for them.
 */
export function LegalDocumentPage({
  document,
  slots = {},
}: {
  document: LegalDocument;
  slots?: Record<string, ReactNode>;
}) {
  return (
    <>
      <header className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-blue-50 via-white to-white pt-28 pb-12 sm:pt-36 sm:pb-16">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,var(--color-slate-300)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent_80%)] bg-[size:28px_28px] opacity-40"
        />
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-blue-700 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-sm font-medium text-slate-600">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600">
            <InlineText text={document.intro} />
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <nav aria-labelledby="toc-title" className="lg:col-span-4 xl:col-span-3">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-28">
            <p id="toc-title" className="text-sm font-semibold text-slate-900">
              On this page
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
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
          {document.atAGlance && (
            <div className="max-w-prose rounded-2xl border border-blue-100 bg-blue-50/60 p-6">
              <p className="text-sm font-semibold tracking-wider text-blue-800 uppercase">At a glance</p>
              <ul className="mt-3 space-y-2 text-base leading-7 text-slate-700">
                {document.atAGlance.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-blue-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <article aria-label={document.title} className="max-w-prose">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="border-b border-slate-200 py-10 last:border-b-0"
              >
                <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                  <span className="mr-2 text-blue-700">{index + 1}.</span>
                  {section.title}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={`${section.id}-${blockIndex}`} block={block} slots={slots} />
                ))}
              </section>
            ))}
          </article>

          <div className="mt-4 flex max-w-prose flex-col gap-4 rounded-2xl bg-slate-900 p-6 text-slate-300 sm:flex-row sm:items-center">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
              <Mail aria-hidden className="size-5" />
            </span>
            <p className="text-base leading-7">
              Questions about our {document.title.toLowerCase()}? Write to{' '}
              <a
                href={`mailto:${document.contactEmail}`}
                className="font-semibold text-white underline underline-offset-2 hover:text-blue-200"
              >
                {document.contactEmail}
              </a>
              . A real person replies, usually within two business days.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}

function Block({ block, slots }: { block: LegalBlock; slots: Record<string, ReactNode> }) {
  switch (block.type) {
    case 'p':
      return (
        <p className="mt-4 text-base leading-7 text-slate-700">
          <InlineText text={block.text} />
        </p>
      );
    case 'h3':
      return <h3 className="mt-8 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'ul':
      return (
        <ul className="mt-4 list-disc space-y-2.5 pl-5 text-base leading-7 text-slate-700 marker:text-blue-600">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <LegalTable table={block} />;
    case 'slot':
      return <>{slots[block.name] ?? null}</>;
  }
}

/**
 * A table on wider screens; on phones the same rows as stacked cards, since three columns of
 * prose do not fit 390 px. Only one of the two is displayed (and exposed) at a time.
 */
function LegalTable({ table }: { table: Extract<LegalBlock, { type: 'table' }> }) {
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
