/**
 * The integration guide under both views of /webhook-api (SPEC 2.10): how to call the API, curl and
 * JavaScript examples, the parameter table and the error catalogue. Examples carry a placeholder
 * instead of a key: the real key never appears on the site.
 */
import { Braces, FileJson, Link2, Terminal } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { CodeBlock } from './code-block.tsx';
import {
  curlExample,
  examplePageUrl,
  exampleResponse,
  fetchExample,
  INTAKE_API_PATH,
  type IntakeParameter,
  intakeErrors,
  intakeParameters,
  integrationSteps,
  OPENAPI_PATH,
} from './intake-guide-copy.ts';

const typeLabel = (parameter: IntakeParameter): string =>
  parameter.type === 'enum'
    ? (parameter.values ?? []).join(' | ')
    : parameter.type === 'string[]'
      ? 'list of text'
      : parameter.type === 'boolean'
        ? 'true / false'
        : parameter.maxLength
          ? `text, ≤ ${parameter.maxLength}`
          : 'text';

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wider text-blue-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-base leading-7 text-slate-600">{lead}</p> : null}
    </div>
  );
}

const tabTrigger = cn(
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
);

export function IntegrationGuide({ siteUrl }: { siteUrl: string }) {
  return (
    <div id="guide" className="scroll-mt-24 border-t border-slate-200 bg-slate-50/60">
      <div className="mx-auto max-w-6xl space-y-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <section aria-labelledby="guide-heading">
          <SectionHeading
            id="guide-heading"
            eyebrow="Integration guide"
            title="Send use cases from your own systems"
            lead="Your CRM, delivery tracker or a no-code workflow can add finished projects to the site as case studies, ready for review."
          />
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {integrationSteps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-blue-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="call-heading">
          <SectionHeading
            id="call-heading"
            eyebrow="How to call it"
            title="One POST request"
            lead="Send the fields as JSON with your key as a Bearer token. The answer names the new case study; errors come back as JSON with the messages listed below."
          />
          <div className="mt-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex min-w-0 flex-wrap items-center gap-2 font-mono text-sm">
              <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">POST</span>
              <span className="break-all text-slate-900">
                {siteUrl}
                {INTAKE_API_PATH}
              </span>
            </p>
            <a
              href={OPENAPI_PATH}
              className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
            >
              <FileJson className="size-4" aria-hidden="true" />
              OpenAPI 3.1 document
            </a>
          </div>

          <Tabs.Root defaultValue="curl" className="mt-6">
            <Tabs.List aria-label="Examples" className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1">
              <Tabs.Trigger value="curl" className={tabTrigger}>
                <Terminal className="size-4" aria-hidden="true" />
                curl
              </Tabs.Trigger>
              <Tabs.Trigger value="javascript" className={tabTrigger}>
                <Braces className="size-4" aria-hidden="true" />
                JavaScript
              </Tabs.Trigger>
              <Tabs.Trigger value="link" className={tabTrigger}>
                <Link2 className="size-4" aria-hidden="true" />
                Page link
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="curl" className="mt-4 outline-none">
              <CodeBlock label="curl request" code={curlExample(siteUrl)} />
            </Tabs.Content>
            <Tabs.Content value="javascript" className="mt-4 outline-none">
              <CodeBlock label="JavaScript (fetch) request" code={fetchExample(siteUrl)} />
              <p className="mt-3 text-sm text-slate-600">
                Run it on your server (Node.js 18 or newer): a key in a browser script would be visible to anyone.
              </p>
            </Tabs.Content>
            <Tabs.Content value="link" className="mt-4 outline-none">
              <CodeBlock label="Link to this page" code={examplePageUrl(siteUrl)} />
              <p className="mt-3 text-sm text-slate-600">
                Opening the link checks the parameters and shows a preview; nothing is created until someone presses
                “Create use case”. Treat such a link like a password: it contains your key.
              </p>
            </Tabs.Content>
          </Tabs.Root>

          <h3 className="mt-10 text-lg font-semibold">The answer</h3>
          <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-600">
            <strong className="font-semibold text-slate-800">201 Created</strong> with the new case study’s id, its
            address and status. Repeat a request with the same <code className="font-mono text-[13px]">id</code> or{' '}
            <code className="font-mono text-[13px]">Idempotency-Key</code> and you get the first result, never a
            duplicate.
          </p>
          <CodeBlock label="Response body" code={exampleResponse(siteUrl)} className="mt-4" />
        </section>

        <section aria-labelledby="parameters-heading">
          <SectionHeading
            id="parameters-heading"
            eyebrow="Reference"
            title="Parameters"
            lead="The same names on the page (query string) and the API (JSON body)."
          />
          <ParameterTable />
        </section>

        <section aria-labelledby="errors-heading">
          <SectionHeading
            id="errors-heading"
            eyebrow="Reference"
            title="Errors"
            lead="Every error comes with a message a person can act on. The API answers with the status shown; the page shows the same message."
          />
          <ErrorTable />
        </section>
      </div>
    </div>
  );
}

function RequiredBadge({ required }: { required: boolean }) {
  return required ? (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Required</span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Optional</span>
  );
}

function ParameterTable() {
  return (
    <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Intake parameters</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3">
              Parameter
            </th>
            <th scope="col" className="px-5 py-3">
              Type
            </th>
            <th scope="col" className="px-5 py-3">
              Required
            </th>
            <th scope="col" className="px-5 py-3">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {intakeParameters.map((parameter) => (
            <tr
              key={parameter.name}
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 px-5 py-4 md:table-row md:p-0"
            >
              <th
                scope="row"
                className="font-mono text-[13px] font-semibold text-slate-900 md:px-5 md:py-4 md:align-top"
              >
                {parameter.name}
              </th>
              <td className="justify-self-end md:hidden">
                <RequiredBadge required={parameter.required} />
              </td>
              <td className="col-span-2 text-xs text-slate-500 md:px-5 md:py-4 md:align-top md:text-sm md:text-slate-600">
                <span className="md:hidden">Type: </span>
                {typeLabel(parameter)}
              </td>
              <td className="hidden md:table-cell md:px-5 md:py-4 md:align-top">
                <RequiredBadge required={parameter.required} />
              </td>
              <td className="col-span-2 leading-6 text-slate-700 md:px-5 md:py-4 md:align-top">
                {parameter.description}
                {parameter.pageOnly ? <span className="mt-1 block text-xs text-slate-500">Page only.</span> : null}
                <span className="mt-1 block text-xs text-slate-500">
                  Example: <code className="font-mono break-all text-slate-700">{parameter.example}</code>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ErrorTable() {
  return (
    <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Intake errors</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3">
              Status
            </th>
            <th scope="col" className="px-5 py-3">
              Message
            </th>
            <th scope="col" className="px-5 py-3">
              How to fix it
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {intakeErrors.map((error) => (
            <tr key={`${error.status}-${error.message}`} className="block px-5 py-4 md:table-row md:p-0">
              <td className="block md:table-cell md:px-5 md:py-4 md:align-top">
                <span
                  className={cn(
                    'inline-flex rounded-md px-2 py-0.5 font-mono text-xs font-semibold',
                    error.status >= 500
                      ? 'bg-red-100 text-red-800'
                      : error.status === 429
                        ? 'bg-amber-100 text-amber-900'
                        : 'bg-slate-100 text-slate-800',
                  )}
                >
                  {error.status}
                </span>
              </td>
              <td className="mt-2 block md:mt-0 md:table-cell md:px-5 md:py-4 md:align-top">
                <p className="font-medium text-slate-900">{error.message}</p>
                <p className="mt-1 text-slate-600">{error.when}</p>
              </td>
              <td className="mt-2 block leading-6 text-slate-700 md:mt-0 md:table-cell md:px-5 md:py-4 md:align-top">
                {error.fix}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
