/**
 * /admin/api-keys: the intake API's keys. Staff see every key by name and last four characters,
 * create one per calling system (the key is shown once, right after creation, and only its hash is
 * kept) and revoke it. The environment's WEBHOOK_API_KEY is listed too, but can only be changed
 * where it is set. Every change goes to the audit log.
 */
import { data } from 'react-router';
import { getApiKey, listApiKeys, revokeApiKey } from '../../.server/db/repositories/api-keys.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { ApiKeyList, CreateApiKeyForm, NewKeyNotice } from '../../features/intake/admin/api-key-admin.tsx';
import { apiKeyNameSchema } from '../../features/intake/api-key-schema.ts';
import { auditApiKeyChange } from '../../features/intake/audit.server.ts';
import { INTAKE_API_PATH, INTAKE_PAGE_PATH } from '../../features/intake/intake-guide-copy.ts';
import { environmentKeySummary, issueApiKey } from '../../features/intake/keys.server.ts';
import { type FieldErrors, fieldErrors } from '../../lib/schemas/field-errors.ts';
import type { Toast } from '../../lib/toast.ts';
import type { Route } from './+types/api-keys';

export const meta: Route.MetaFunction = () => [
  { title: 'API keys | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const toast = (type: Toast['type'], title: string, description?: string): Toast => ({
  id: crypto.randomUUID(),
  type,
  title,
  ...(description ? { description } : {}),
});

export async function loader({ context }: Route.LoaderArgs) {
  context.get(adminContext);
  const { database, config, logger } = context.get(servicesContext);
  try {
    return { keys: await listApiKeys(database), environmentKey: environmentKeySummary(config), toast: null };
  } catch (error) {
    logger.error({ err: error }, 'could not list API keys');
    return {
      keys: [],
      environmentKey: environmentKeySummary(config),
      toast: toast('error', 'Error', 'Failed to load API keys'),
    };
  }
}

interface ActionResult {
  intent: 'create' | 'revoke' | null;
  errors: FieldErrors<'name'>;
  values: { name: string };
  /** The new key in plain text: shown once, right after creation, and never stored. */
  created: { id: string; name: string; key: string } | null;
  toast: Toast | null;
}

const reply = (result: Partial<ActionResult>, status = 200) =>
  data<ActionResult>(
    { intent: null, errors: {}, values: { name: '' }, created: null, toast: null, ...result },
    { status, headers: { 'Cache-Control': 'private, no-store' } },
  );

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const { database, logger } = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const intent = form.get('intent');

  if (intent === 'create') {
    const name = String(form.get('name') ?? '');
    const parsed = apiKeyNameSchema.safeParse({ name });
    if (!parsed.success) return reply({ intent, errors: fieldErrors<'name'>(parsed.error), values: { name } }, 400);
    try {
      const created = await issueApiKey(database, { name: parsed.data.name, createdBy: admin.userId });
      await auditApiKeyChange(database, admin, ip, {
        action: 'api_key.created',
        keyId: created.id,
        name: parsed.data.name,
        lastFour: created.lastFour,
      });
      return reply({
        intent,
        created: { id: created.id, name: parsed.data.name, key: created.key },
        toast: toast('success', 'Success', `API key “${parsed.data.name}” created`),
      });
    } catch (error) {
      logger.error({ err: error }, 'could not create an API key');
      return reply({ intent, values: { name }, toast: toast('error', 'Error', 'Failed to create API key') }, 500);
    }
  }

  if (intent === 'revoke') {
    const id = String(form.get('id') ?? '');
    try {
      const key = id ? await getApiKey(database, id) : null;
      if (!key || !(await revokeApiKey(database, id))) {
        return reply({ intent, toast: toast('error', 'Error', 'That key does not exist or is already revoked') }, 404);
      }
      await auditApiKeyChange(database, admin, ip, {
        action: 'api_key.revoked',
        keyId: id,
        name: key.name,
        lastFour: key.lastFour,
      });
      return reply({ intent, toast: toast('success', 'Success', `API key “${key.name}” revoked`) });
    } catch (error) {
      logger.error({ err: error, id }, 'could not revoke an API key');
      return reply({ intent, toast: toast('error', 'Error', 'Failed to revoke API key') }, 500);
    }
  }

  return reply({ toast: toast('error', 'Error', 'Unknown action') }, 400);
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  const created = actionData?.created ?? null;
  return (
    <>
      <AdminPageHeader
        title="API keys"
        description={
          <>
            Keys let other systems send use cases to <code className="font-mono text-[13px]">{INTAKE_API_PATH}</code>{' '}
            and{' '}
            <a href={INTAKE_PAGE_PATH} className="font-medium text-blue-700 underline-offset-4 hover:underline">
              {INTAKE_PAGE_PATH}
            </a>
            . Give each system its own key, so one can be revoked without disturbing the others.
          </>
        }
      />
      {created ? <NewKeyNotice name={created.name} apiKey={created.key} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ApiKeyList keys={loaderData.keys} environmentKey={loaderData.environmentKey} />
        <CreateApiKeyForm
          error={actionData?.intent === 'create' ? actionData.errors.name : undefined}
          defaultName={actionData?.intent === 'create' ? actionData.values.name : ''}
          resetKey={created?.id ?? ''}
        />
      </div>
    </>
  );
}
