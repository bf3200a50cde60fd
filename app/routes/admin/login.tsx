import { LockKeyhole } from 'lucide-react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { assertSameOrigin } from '../../.server/auth/csrf.ts';
import { attemptLogin } from '../../.server/auth/login.ts';
import { adminHeadersMiddleware } from '../../.server/auth/require-admin.ts';
import { endSession, lookupSession, startSession } from '../../.server/auth/sessions.ts';
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { StudioEntryCard } from '../../components/admin/studio-entry-card.tsx';
import { FieldLook, TextField } from '../../components/forms/field.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../content/brand.ts';
import { safeAdminRedirect } from '../../lib/safe-redirect.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import { loginSchema } from '../../lib/schemas/login.ts';
import { errorToast } from '../../lib/toast.ts';
import studioStylesheet from '../../styles/studio.css?url';
import type { Route } from './+types/login';

export const middleware: Route.MiddlewareFunction[] = [adminHeadersMiddleware];

// The studio's own utilities (forms, editors, tables) are not in the site's stylesheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStylesheet }];

// A refused sign-in carries Retry-After (429); the document response keeps the action's headers.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${brand.name} Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const lookup = await lookupSession(database, request);
  if (lookup.status === 'valid') {
    throw redirect(safeAdminRedirect(new URL(request.url).searchParams.get('redirectTo')));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { database, config, logger } = services;
  const { ip } = context.get(requestContext);
  assertSameOrigin(request, config);

  const form = await readFormDataOrThrow(request, 16 * 1024);
  const redirectTo = safeAdminRedirect(form.get('redirectTo'));
  const rawEmail = form.get('email');
  const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
  const parsed = loginSchema.safeParse({ email: rawEmail ?? undefined, password: form.get('password') ?? undefined });
  if (!parsed.success) {
    const errors = fieldErrors<'email' | 'password'>(parsed.error);
    return data({ errors, email, message: null, toast: null }, { status: 400 });
  }

  try {
    const outcome = await attemptLogin(database, config, { ...parsed.data, ip });
    if (outcome.status === 'rate-limited') {
      services.metrics.rateLimitRefused('sign_in');
      logger.warn({ ip, email: parsed.data.email }, 'sign-in rate limit reached');
      return data(
        {
          errors: {} as FieldErrors<'email' | 'password'>,
          email,
          message: outcome.message,
          toast: errorToast(outcome.message),
        },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    }
    if (outcome.status === 'invalid') {
      services.metrics.signInFailed();
      if (outcome.user) {
        await auditEvent(
          database,
          { actor: outcome.user.email, ip: ip },
          {
            action: 'auth.sign_in_failed',
            entityType: 'user',
            entityId: outcome.user.id,
          },
        );
      }
      return data(
        {
          errors: {} as FieldErrors<'email' | 'password'>,
          email,
          message: outcome.message,
          toast: errorToast(outcome.message),
        },
        { status: 401 },
      );
    }

    // A fresh session every time: whatever session the browser carried before is ended.
    await endSession(database, request);
    const { session, cookie } = await startSession(database, config, {
      userId: outcome.user.id,
      ip,
      userAgent: request.headers.get('User-Agent'),
    });
    await auditEvent(database, staffActor({ userId: outcome.user.id, email: outcome.user.email }, ip), {
      action: 'auth.sign_in',
      entityType: 'session',
      entityId: session.id,
    });
    return redirectWithToast(
      config,
      redirectTo,
      { type: 'success', title: 'Signed in successfully' },
      { headers: { 'Set-Cookie': cookie } },
    );
  } catch (error) {
    logger.error({ err: error }, 'sign-in failed');
    const message = 'Failed to sign in';
    return data(
      { errors: {} as FieldErrors<'email' | 'password'>, email, message, toast: errorToast(message) },
      { status: 500 },
    );
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/admin/login') === true;
  useToast(actionData?.toast);
  const errors = actionData?.errors ?? {};

  return (
    <StudioEntryCard
      footer={
        <p className="mt-6 text-center text-sm text-slate-600">
          <a href="/" className="font-medium text-blue-700 underline-offset-4 hover:underline">
            Back to {brand.name}
          </a>
        </p>
      }
    >
      <div className="mb-6 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-xl font-semibold">Admin Sign In</h1>
          <p className="text-sm text-slate-600">Manage case studies, testimonials and messages.</p>
        </div>
      </div>
      {actionData?.message ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </div>
      ) : null}
      <FieldLook value="studio">
        <Form method="post" noValidate className="space-y-5">
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ''}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            defaultValue=""
            error={errors.password}
          />
          <Button type="submit" className="w-full" disabled={busy} aria-disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </Form>
      </FieldLook>
    </StudioEntryCard>
  );
}
