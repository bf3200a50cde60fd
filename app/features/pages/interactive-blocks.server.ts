/**
 * The server side of a page's interactive blocks (issue 28): what they need from the page's loader
 * (the booking frame of the contact form), and the page's action, which hands a post to the form's
 * own server code, the same as on /contact, /lead-intake, /process-assessment and /roi-calculator:
 * the same checks, messages, rate limits, honeypot, attribution, stored rows, e-mails and webhook
 * events. docs/decisions/pages-and-blocks.md, "Interactive blocks".
 */
import { data, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import type { Config } from '../../.server/infrastructure/config.ts';
import { BodyError, peekFormField } from '../../.server/infrastructure/request-body.ts';
import { BLOCK_FIELD } from '../../components/forms/form-placement.tsx';
import type { Page } from '../../lib/page.ts';
import { bookingFrameSrc } from '../contact/booking-embed.ts';
import { answerContactPost } from '../contact/contact-post.server.ts';
import { handleLeadSubmission, processAssessmentForm, projectRequestForm } from '../lead-forms/lead-forms.server.ts';
import { answerRoiEmailPost } from '../roi/roi-email-post.server.ts';
import type { Block } from './blocks/block-schemas.ts';
import { type InteractiveBlockType, isInteractiveBlockType, placementOf } from './blocks/interactive-placement.ts';

export interface InteractiveBlockData {
  /** The booking page's frame of a contact-form block (null: its e-mail fallback, or no such block). */
  bookingSrc: string | null;
}

export function loadInteractiveBlocks(
  config: Pick<Config, 'bookingUrl' | 'publicUrl'>,
  blocks: readonly Block[],
): InteractiveBlockData {
  return { bookingSrc: blocks.some((block) => block.type === 'contact-form') ? bookingFrameSrc(config) : null };
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

export async function answerBlockPost(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  page: Page<Block>,
) {
  let block: string | null;
  let args: { request: Request; context: Readonly<RouterContextProvider> };
  try {
    const peeked = await peekFormField(request, BLOCK_FIELD, PEEK_BYTES);
    block = peeked.value;
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
      return marked(block, await answerContactPost(args, placementOf(block, page.path)));
    case 'project-request-form':
      return marked(block, await handleLeadSubmission(args, projectRequestForm));
    case 'process-assessment-form':
      return marked(block, await handleLeadSubmission(args, processAssessmentForm));
    case 'roi-calculator':
      return marked(block, await answerRoiEmailPost(args));
  }
}
