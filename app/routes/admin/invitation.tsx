/**
 * /admin/invitation/{token} (issue 19): the invitee chooses a password (the Account page's rules)
 * and is signed in. An expired, used or unknown link shows why, and no form. Like the sign-in page,
 * the post must come from this site (same-origin check) and is counted against a per-address budget;
 * so is every look-up of a link that does not work, so links cannot be guessed at speed.
 */
import { UserRoundPlus } from 'lucide-react';
import { createContext, data, Form, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { assertSameOrigin } from '../../.server/auth/csrf.ts';
import { isWellFormedToken } from '../../.server/auth/invitation-token.ts';
import { ADDRESS_BUDGET_FACTOR, rateLimitMessage, secondsUntilReset } from '../../.server/auth/login.ts';
import { rateLimitAddress } from '../../.server/auth/rate-limit-address.ts';
import { adminHeadersMiddleware } from '../../.server/auth/require-admin.ts';
import { endSession, startSession } from '../../.server/auth/sessions.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { NewPasswordFields } from '../../components/admin/new-password-fields.tsx';
import { StudioEntryCard } from '../../components/admin/studio-entry-card.tsx';
import { FieldLook } from '../../components/forms/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../content/brand.ts';
import { acceptInvitation, invitationState } from '../../features/staff/staff.server.ts';
import { staffCopy } from '../../features/staff/staff-copy.ts';
import { type AcceptInvitationField, acceptInvitationSchema } from '../../features/staff/staff-schema.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import studioStylesheet from '../../styles/studio.css?url';
import type { Route } from './+types/invitation';

export const middleware: Route.MiddlewareFunction[] = [adminHeadersMiddleware];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStylesheet }];

// A refused attempt carries Retry-After (429); the document response keeps the action's headers.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${staffCopy.acceptTitle} | ${brand.name} Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

type LinkProblem = 'expired' | 'used' | 'unknown';

/**
 * Set by the action: after a post, the page's loader runs in the same request (no JavaScript) and
 * must not count the attempt a second time.
 */
const attemptCounted = createContext<boolean>(false);

// After a post the action's answer says everything (a redirect, or why the link does not work):
// no second request, which would count the attempt again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

type PageState =
  | { status: 'open'; email: string }
  | { status: LinkProblem }
  | { status: 'rate-limited'; message: string };

/** One hit on this address's budget (the sign-in page's, per address); the refusal when it is spent. */
async function spendAttempt(services: Pick<Services, 'database' | 'config'>, ip: string | undefined) {
  const { limit, windowSeconds } = services.config.rateLimits.login;
  const result = await hitRateLimit(services.database, `invitation:ip:${rateLimitAddress(ip)}`, {
    limit: limit * ADDRESS_BUDGET_FACTOR,
    windowSeconds,
  });
  if (result.allowed) return null;
  const seconds = secondsUntilReset([result]);
  return { message: rateLimitMessage(seconds), headers: { 'Retry-After': String(seconds) } };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const token = params.token;
  const state = isWellFormedToken(token)
    ? await invitationState(services.database, token)
    : ({ status: 'unknown' } as const);
  if (state.status === 'open') return data<PageState>({ status: 'open', email: state.invitation.email });
  const refused = context.get(attemptCounted) ? null : await spendAttempt(services, ip);
  if (refused)
    return data<PageState>(
      { status: 'rate-limited', message: refused.message },
      { status: 429, headers: refused.headers },
    );
  return data<PageState>({ status: state.status }, { status: state.status === 'unknown' ? 404 : 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { database, config, logger } = services;
  const { ip } = context.get(requestContext);
  assertSameOrigin(request, config);
  const form = await readFormDataOrThrow(request, 16 * 1024);

  context.set(attemptCounted, true);
  const refused = await spendAttempt(services, ip);
  if (refused) {
    return data(
      { errors: {} as FieldErrors<AcceptInvitationField>, problem: null, message: refused.message },
      { status: 429, headers: refused.headers },
    );
  }
  const parsed = acceptInvitationSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { errors: fieldErrors<AcceptInvitationField>(parsed.error), problem: null, message: null },
      { status: 400 },
    );
  }
  const token = params.token;
  const outcome = isWellFormedToken(token)
    ? await acceptInvitation(services, { token, password: parsed.data.newPassword, ip })
    : ({ status: 'unknown' } as const);
  if (outcome.status === 'taken') {
    return data(
      { errors: {} as FieldErrors<AcceptInvitationField>, problem: 'used' as LinkProblem, message: null },
      { status: 409 },
    );
  }
  if (outcome.status !== 'accepted') {
    return data(
      { errors: {} as FieldErrors<AcceptInvitationField>, problem: outcome.status as LinkProblem, message: null },
      { status: outcome.status === 'unknown' ? 404 : 410 },
    );
  }

  // Whatever session this browser carried (another account's) ends: it is now the invitee's.
  await endSession(database, request);
  const { cookie } = await startSession(database, config, {
    userId: outcome.user.id,
    ip,
    userAgent: request.headers.get('User-Agent'),
  });
  logger.info({ userId: outcome.user.id }, 'staff invitation accepted');
  return redirectWithToast(
    config,
    '/admin',
    { type: 'success', title: staffCopy.welcome, description: `Signed in as ${outcome.user.email}` },
    { headers: { 'Set-Cookie': cookie } },
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const problem =
    actionData?.problem ??
    (loaderData.status === 'expired' || loaderData.status === 'used' || loaderData.status === 'unknown'
      ? loaderData.status
      : null);

  if (problem || loaderData.status !== 'open') {
    return (
      <StudioEntryCard>
        <h1 className="text-xl font-semibold">{problem ? staffCopy.invalidTitle : staffCopy.acceptTitle}</h1>
        <p className={problem ? 'mt-3 text-slate-700' : 'mt-3 text-red-800'} role="alert">
          {problem ? staffCopy.invalid[problem] : loaderData.status === 'rate-limited' ? loaderData.message : null}
        </p>
        <a
          href="/admin/login"
          className="mt-6 inline-flex rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-700"
        >
          {staffCopy.signInLink}
        </a>
      </StudioEntryCard>
    );
  }
  const errors = actionData?.errors ?? {};
  return (
    <StudioEntryCard>
      <div className="mb-6 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <UserRoundPlus className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-semibold">{staffCopy.acceptTitle}</h1>
          <p className="text-sm break-words text-slate-600">{staffCopy.acceptIntro(loaderData.email)}</p>
        </div>
      </div>
      {actionData?.message ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </div>
      ) : null}
      <FieldLook value="studio">
        <Form method="post" noValidate className="space-y-5">
          <NewPasswordFields errors={errors} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? staffCopy.accepting : staffCopy.acceptButton}
          </Button>
        </Form>
      </FieldLook>
    </StudioEntryCard>
  );
}
