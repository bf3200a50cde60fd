/**
 * What a visitor can do with an analysis (SPEC 2.7, 8): have it e-mailed (stored as a lead, then
 * queued in the outbox) or download it as a PDF drawn on the server. Both work without JavaScript:
 * the e-mail form posts to the page's action, and the PDF is a plain download link.
 */
import { Download, Loader2, Mail } from 'lucide-react';
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { useFetcher, useFormAction } from 'react-router';
import { AttributionField } from '../../components/forms/attribution-field.tsx';
import { controlClasses, ErrorList } from '../../components/forms/field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { atBlock, BlockField, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { StatusButton } from '../../components/forms/status-button.tsx';
import { showToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { roiCopy } from '../../content/roi.ts';
import {
  ROI_MODEL_PARAM,
  ROI_REPORT_FILE_NAME,
  type RoiInputs,
  roiReportHref,
  roiSearchParams,
} from '../../lib/roi.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { ROI_EMAIL_MAX_LENGTH, roiEmailMessages } from './roi-schema.ts';

/** The action's answer to 'email results'. */
export type RoiEmailAnswer =
  | { intent: 'email'; status: 'sent'; email: string }
  | { intent: 'email'; status: 'invalid'; reason: 'required' | 'invalid'; message: string }
  | { intent: 'email'; status: 'rate-limited' | 'error'; message: string };

/**
 * What the visitor is told about an answer (SPEC 8): a toast once the page has JavaScript, the same
 * title and text in the page when the form was posted without it (or before hydration). A malformed
 * address is neither: its message stands under the field.
 */
function noticeFor(answer: RoiEmailAnswer): ToastInput | null {
  switch (answer.status) {
    case 'sent':
      return { type: 'success', ...roiCopy.toasts.sent(answer.email) };
    case 'invalid':
      return answer.reason === 'required' ? { type: 'error', ...roiEmailMessages.required } : null;
    case 'rate-limited':
      return { type: 'error', title: roiCopy.toasts.sendFailed.title, description: answer.message };
    case 'error':
      return { type: 'error', ...roiCopy.toasts.sendFailed };
  }
}

function EmailResults({ inputs, answer, placement, version }: RoiActionsProps) {
  const fetcher = useFetcher<RoiEmailAnswer>();
  const formAction = useFormAction();
  const pending = fetcher.state !== 'idle';
  const shown = fetcher.data ?? answer;
  const fieldError = shown?.status === 'invalid' && shown.reason === 'invalid' ? shown.message : null;
  // The answer to a plain post is said in the page; a fetcher's answers are toasts.
  const pageNotice = !fetcher.data && answer ? noticeFor(answer) : null;
  const refused = pageNotice !== null && shown?.status === 'invalid';

  useEffect(() => {
    const notice = fetcher.data && noticeFor(fetcher.data);
    if (notice) showToast(notice);
  }, [fetcher.data]);

  const checkEmail = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email !== 'string' || email.trim() === '') {
      event.preventDefault();
      showToast({ type: 'error', ...roiEmailMessages.required });
    }
  };

  return (
    <fetcher.Form
      method="post"
      action={placement ? atBlock(formAction, placement) : undefined}
      noValidate
      onSubmit={checkEmail}
      aria-labelledby="roi-email-heading"
    >
      {/* First, so the page's action finds it even in a post too large to read whole (form-placement.tsx). */}
      <BlockField placement={placement} />
      <h3 id="roi-email-heading" className="text-base font-semibold text-slate-900">
        {roiCopy.emailHeading}
      </h3>
      <input type="hidden" name="intent" value="email" />
      <AttributionField />
      {Object.entries(Object.fromEntries(roiSearchParams(inputs))).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={ROI_MODEL_PARAM} value={version} />
      <label htmlFor="roi-email" className="mt-3 block text-sm font-medium text-slate-700">
        {roiCopy.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="roi-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={ROI_EMAIL_MAX_LENGTH}
          placeholder="you@company.com"
          aria-invalid={fieldError || refused ? true : undefined}
          aria-describedby={fieldError ? 'roi-email-error' : refused ? 'roi-email-notice' : undefined}
          className={controlClasses('site')}
        />
        <StatusButton pending={pending} pendingLabel="Sending..." size="md" className="h-auto min-h-11 shrink-0">
          <Mail aria-hidden className="size-4" />
          {roiCopy.emailButton}
        </StatusButton>
      </div>
      <ErrorList id="roi-email-error" error={fieldError} className="mt-2" />
      {pageNotice && (
        <div className="mt-3">
          <FormAlert
            id="roi-email-notice"
            tone={pageNotice.type === 'success' ? 'success' : 'error'}
            title={pageNotice.title}
            message={pageNotice.description}
          />
        </div>
      )}
    </fetcher.Form>
  );
}

function DownloadPdf({ inputs, version }: { inputs: RoiInputs; version: number }) {
  const [busy, setBusy] = useState(false);
  const href = roiReportHref(inputs, version);

  // With JavaScript: fetch the PDF, hand it to the browser as a download, then confirm (SPEC 8).
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
        throw new Error(`HTTP ${response.status}`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = ROI_REPORT_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      showToast({ type: 'success', ...roiCopy.toasts.downloaded });
    } catch (error) {
      console.error('The ROI PDF could not be downloaded:', error);
      showToast({ type: 'error', ...roiCopy.toasts.downloadFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download={ROI_REPORT_FILE_NAME}
      onClick={download}
      aria-disabled={busy || undefined}
      className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
    >
      {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Download aria-hidden className="size-4" />}
      {roiCopy.downloadButton}
    </a>
  );
}

interface RoiActionsProps {
  inputs: RoiInputs;
  answer: RoiEmailAnswer | undefined;
  /** On a page built from blocks, 'email results' posts to that page (form-placement.tsx). */
  placement: FormPlacement | undefined;
  /** The model version the page computed with: the PDF and the e-mail are computed with it too. */
  version: number;
}

export function RoiActions({ inputs, answer, placement, version }: RoiActionsProps) {
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-6">
      <EmailResults inputs={inputs} answer={answer} placement={placement} version={version} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">A one-page report with your inputs, results and chart.</p>
        <DownloadPdf inputs={inputs} version={version} />
      </div>
    </div>
  );
}
