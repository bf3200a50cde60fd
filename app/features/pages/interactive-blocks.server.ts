/**
 * The server side of a page's interactive blocks (issue 28): what they need from the page's loader
 * (the booking frame of the contact form), and the page's action, which hands a post to the form's
 * own server code, the same as on /contact, /lead-intake, /process-assessment and /roi-calculator:
 * the same checks, messages, rate limits, honeypot, attribution, stored rows, e-mails and webhook
 * events. docs/decisions/pages-and-blocks.md, "Interactive blocks".
 */
import { data, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { BodyError, mediaType, peekFormField } from '../../.server/infrastructure/request-body.ts';
import { BLOCK_FIELD } from '../../components/forms/form-placement.tsx';
import type { Page } from '../../lib/page.ts';
import type { PublishedRoiModel } from '../../lib/roi.ts';
import { bookingFrameSrc } from '../contact/booking-embed.ts';
import { answerContactPost } from '../contact/contact-post.server.ts';
import { handleLeadSubmission, processAssessmentForm, projectRequestForm } from '../lead-forms/lead-forms.server.ts';
import { answerRoiEmailPost } from '../roi/roi-email-post.server.ts';
import { publishedRoiModel } from '../roi/roi-model-lookup.server.ts';
import { loadSiteDocuments } from '../settings/site-documents.server.ts';
import type { Block } from './blocks/block-schemas.ts';
import { type InteractiveBlockType, isInteractiveBlockType, placementOf } from './blocks/interactive-placement.ts';
import { findPublicPage, loadServedPage, servedResponse } from './pages.server.ts';
import { isIslandBlock, type ServedBlock } from './served-blocks.ts';

export interface InteractiveBlockData {
  /** The booking page's frame of a contact-form block (null: its e-mail fallback, or no such block). */
  bookingSrc: string | null;
  /** The published ROI model, when the page has the ROI calculator (read only then). */
  roiModel: PublishedRoiModel | null;
}

/**
 * What the page's interactive blocks need, read only when the page has them: the booking link (site
 * settings) framed by a contact-form block, and the published ROI model of a calculator block.
 */
export async function loadInteractiveBlocks(
  context: Readonly<RouterContextProvider>,
  blocks: readonly ServedBlock[],
): Promise<InteractiveBlockData> {
  const has = (type: InteractiveBlockType) => blocks.some((block) => !isIslandBlock(block) && block.type === type);
  const { config, database } = context.get(servicesContext);
  const bookingSrc = has('contact-form')
    ? bookingFrameSrc({
        bookingUrl: (await loadSiteDocuments(context)).settings.bookingUrl,
        publicUrl: config.publicUrl,
      })
    : null;
  return { bookingSrc, roiModel: has('roi-calculator') ? await publishedRoiModel(database) : null };
}

/**
 * How much of a post is read to find its block: the most any of the forms accepts. A bigger post
 * still goes to its form (whose field comes first), which refuses it with its own message.
 */
const PEEK_BYTES = 64 * 1024;

export const NO_SUCH_FORM = 'This page has no such form. Reload the page and try again.';

/**
 * The form's answer, marked with its block so the page shows it in that block only. A redirect
 * (the contact form, sent without JavaScript) goes as it is.
 */
function marked<B extends InteractiveBlockType, T extends object>(
  block: B,
  answer: Response | UNSAFE_DataWithResponseInit<T>,
) {
  if (answer instanceof Response) return answer;
  return data({ ...answer.data, block }, answer.init ?? undefined);
}

/**
 * A post from one of the page's forms, answered by that form's own server code. `own`: the form a
 * form page's route draws as it did before pages were built from blocks (/contact's contact form,
 * …): it posts without the block field, and its answers come back to the page, not to a section.
 */
export async function answerBlockPost(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  page: Page<Block>,
  own?: InteractiveBlockType,
) {
  let block: string | null;
  let args: { request: Request; context: Readonly<RouterContextProvider> };
  try {
    // The page's own form's post in another encoding (a multipart one, say) goes to its own code as
    // before, which answers it as it did: a placed form always sends the block field, URL-encoded.
    const peeked =
      own && mediaType(request) !== 'application/x-www-form-urlencoded'
        ? { value: null, request }
        : await peekFormField(request, BLOCK_FIELD, PEEK_BYTES);
    block = peeked.value ?? own ?? null;
    args = { request: peeked.request, context };
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    throw data(error.message, { status: error.status });
  }
  if (!isInteractiveBlockType(block) || !page.blocks.some((shown) => shown.type === block)) {
    throw data(NO_SUCH_FORM, { status: 400 });
  }
  switch (block) {
    case 'contact-form':
      return marked(block, await answerContactPost(args, block === own ? undefined : placementOf(block, page.path)));
    case 'project-request-form':
      return marked(block, await handleLeadSubmission(args, projectRequestForm));
    case 'process-assessment-form':
      return marked(block, await handleLeadSubmission(args, processAssessmentForm));
    case 'roi-calculator':
      return marked(block, await answerRoiEmailPost(args));
  }
}

/**
 * A form page's loader (/contact, /process-assessment, /lead-intake): its stored page as the copy
 * pages' routes serve it (pages.server.ts loadServedPage: 404 when gone, 301 when moved), with what
 * its interactive blocks need.
 */
export async function serveFormPage(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
) {
  const served = await loadServedPage(args, path);
  const interactive = served.page ? await loadInteractiveBlocks(args.context, served.page.blocks) : null;
  return servedResponse({ ...served, interactive });
}

/**
 * A served page's action: a post from one of its page's forms; on a form page, its `own` form's
 * without the block field.
 */
export async function answerFormPagePost(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
  own?: InteractiveBlockType,
) {
  const found = await findPublicPage(args.context.get(servicesContext), path);
  if (found.kind !== 'page') throw data(null, { status: 404 });
  return answerBlockPost(args, found.page, own);
}
