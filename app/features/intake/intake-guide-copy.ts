/**
 * The use-case intake's integration guide: the parameter table, the error catalogue and the code
 * examples shown on /webhook-api, and the descriptions the OpenAPI document at /api/openapi.json is
 * built from. One source, so the page, the OpenAPI document and the API cannot drift apart.
 */

import { brand } from '../../content/brand.ts';
import { CHIP_COLORS, USE_CASE_CATEGORIES } from '../../lib/case-study.ts';
import type { FailureCode } from './intake-page.ts';
import { createdMessage, INTAKE_SPEC_MESSAGES, INTAKE_STATUSES, LIMITS, MAX_BODY_BYTES } from './intake-params.ts';

export const INTAKE_API_PATH = '/api/v1/use-cases';
export const OPENAPI_PATH = '/api/openapi.json';
export const INTAKE_PAGE_PATH = '/webhook-api';

/** Placeholder shown wherever a key goes: the real key never appears on the site. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type ParameterType = 'string' | 'string[]' | 'boolean' | 'enum';

export interface IntakeParameter {
  name: string;
  type: ParameterType;
  required: boolean;
  /** Allowed values of an enum parameter. */
  values?: readonly string[];
  maxLength?: number;
  description: string;
  example: string;
  /** Only on the page (the API takes the key in the Authorization header). */
  pageOnly?: boolean;
}

export const intakeParameters: readonly IntakeParameter[] = [
  {
    name: 'api_key',
    type: 'string',
    required: true,
    pageOnly: true,
    description:
      'Your intake API key. On the API, send it in the Authorization header (Bearer) instead, never in the body.',
    example: KEY_PLACEHOLDER,
  },
  {
    name: 'title',
    type: 'string',
    required: true,
    maxLength: LIMITS.title,
    description: 'Title of the use case. Its web address (slug) is made from it and must not be taken yet.',
    example: 'Automated Claims Intake',
  },
  {
    name: 'industry',
    type: 'string',
    required: true,
    maxLength: LIMITS.industry,
    description: 'The client’s industry, shown as the case study’s industry chip.',
    example: 'Insurance',
  },
  {
    name: 'category',
    type: 'enum',
    required: true,
    values: USE_CASE_CATEGORIES,
    description: '“rpa” for robotic process automation, “agents” for AI agent automation.',
    example: 'agents',
  },
  {
    name: 'description',
    type: 'string',
    required: true,
    maxLength: LIMITS.description,
    description: 'One or two sentences on what was automated. Becomes the executive summary.',
    example: 'An AI agent reads first-notice-of-loss emails and routes each claim to the right adjuster.',
  },
  {
    name: 'image_src',
    type: 'string',
    required: true,
    maxLength: LIMITS.imageSrc,
    description:
      'The main image: an http(s) URL, or a path on this site such as /images/case-studies/claims-automation.svg.',
    example: '/images/case-studies/claims-automation.svg',
  },
  {
    name: 'subtitle',
    type: 'string',
    required: false,
    maxLength: LIMITS.subtitle,
    description: 'A one-line subtitle under the title.',
    example: 'First notice of loss triaged in minutes',
  },
  {
    name: 'results',
    type: 'string[]',
    required: false,
    description: `Up to ${LIMITS.results} outcomes, comma-separated (the API also takes an array). Each becomes a key result; a leading figure such as “85%” or “$1.2M” becomes its value, otherwise the value reads “Achieved”.`,
    example: '85% faster triage, 91% routing accuracy, 24/7 intake',
  },
  {
    name: 'chip_color',
    type: 'enum',
    required: false,
    values: CHIP_COLORS,
    description: 'Colour of the industry chip. Default blue; any other value also gives blue.',
    example: 'purple',
  },
  {
    name: 'featured',
    type: 'boolean',
    required: false,
    description: 'Only the value “true” features the use case on the home page; anything else leaves it off.',
    example: 'true',
  },
  {
    name: 'id',
    type: 'string',
    required: false,
    maxLength: LIMITS.externalId,
    description:
      'Your own id for this use case (letters, digits, “.”, “_”, “:”, “-”). Sending the same id again with the same key returns the first result instead of creating a duplicate; ids are per key.',
    example: 'crm-4711',
  },
  {
    name: 'client_name',
    type: 'string',
    required: false,
    maxLength: LIMITS.clientName,
    description:
      'The client’s name on the case study. Default: the industry followed by “client”, e.g. “Insurance client”.',
    example: 'Northwind Mutual',
  },
  {
    name: 'image_alt',
    type: 'string',
    required: false,
    maxLength: LIMITS.imageAlt,
    description: 'Text alternative of the image for screen readers. Default: the title.',
    example: 'Claim documents sorted into adjuster queues',
  },
  {
    name: 'status',
    type: 'enum',
    required: false,
    values: INTAKE_STATUSES,
    description: '“draft” (default) keeps it in the studio for review; “published” puts it on the site at once.',
    example: 'draft',
  },
];

export interface IntakeError {
  /** HTTP status of the API (the page shows the same message). */
  status: number;
  message: string;
  when: string;
  fix: string;
}

export const INTAKE_MESSAGES = {
  invalidJson: 'Request body must be valid JSON',
  notAnObject: 'Request body must be a JSON object',
  bodyTooLarge: `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`,
  unreadableBody: 'Request body could not be read',
  slugTaken: (slug: string) => `A case study with the slug "${slug}" already exists. Use a different title.`,
  rateLimited: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
  idempotencyInvalid: 'Idempotency-Key must be 1 to 255 printable characters',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request body.',
  methodNotAllowed: 'Use POST to create a use case.',
} as const;

export const intakeErrors: readonly IntakeError[] = [
  {
    status: 401,
    message: INTAKE_SPEC_MESSAGES.invalidApiKey,
    when: 'The key is missing, wrong or revoked.',
    fix: 'Send the key you were given: as the api_key parameter on the page, as “Authorization: Bearer <key>” on the API. Keys are issued and revoked by the site’s staff in the studio (Admin → API keys).',
  },
  {
    status: 400,
    message: INTAKE_SPEC_MESSAGES.missingFields,
    when: 'One of the five required parameters is absent or blank.',
    fix: 'Send all of title, industry, category, description and image_src.',
  },
  {
    status: 400,
    message: INTAKE_SPEC_MESSAGES.invalidCategory,
    when: 'category has any other value.',
    fix: 'Use “rpa” or “agents”, in lower case.',
  },
  {
    status: 400,
    message: 'image_src must be an http(s) URL or a path on this site starting with "/"',
    when: 'A parameter is too long, has the wrong type or format (the message names it).',
    fix: 'Correct the named parameter; the table above gives each one’s type and limit.',
  },
  {
    status: 400,
    message: INTAKE_MESSAGES.invalidJson,
    when: 'API only: the body is not JSON, or not a JSON object.',
    fix: 'Send a JSON object with “Content-Type: application/json”.',
  },
  {
    status: 409,
    message: INTAKE_MESSAGES.slugTaken('automated-claims-intake'),
    when: 'Another case study already has the address this title gives.',
    fix: 'Choose a different title, or send your own id so that a repeat returns the first result.',
  },
  {
    status: 413,
    message: INTAKE_MESSAGES.bodyTooLarge,
    when: 'API only: the body is larger than the limit.',
    fix: 'Shorten the description or the results.',
  },
  {
    status: 422,
    message: INTAKE_MESSAGES.idempotencyMismatch,
    when: 'API only: an Idempotency-Key was reused for a different body.',
    fix: 'Use a new Idempotency-Key for every new request.',
  },
  {
    status: 429,
    message: INTAKE_MESSAGES.rateLimited(42),
    when: 'More requests with one key than the limit allows per minute.',
    fix: 'Wait the number of seconds in the Retry-After header, then send again.',
  },
  {
    status: 500,
    message: INTAKE_SPEC_MESSAGES.unknownError,
    when: 'Something failed on our side; nothing was created.',
    fix: 'Try again in a moment; with an id or Idempotency-Key, retrying is always safe.',
  },
];

/** The example use case of the code samples (the same as the parameter examples). */
export const exampleUseCase = {
  title: 'Automated Claims Intake',
  industry: 'Insurance',
  category: 'agents',
  description: 'An AI agent reads first-notice-of-loss emails and routes each claim to the right adjuster.',
  image_src: '/images/case-studies/claims-automation.svg',
  results: ['85% faster triage', '91% routing accuracy', '24/7 intake'],
  chip_color: 'purple',
  id: 'crm-4711',
} as const;

/** An example of the page's link, with the key as a placeholder. */
export function examplePageUrl(siteUrl: string): string {
  const params = new URLSearchParams({
    api_key: KEY_PLACEHOLDER,
    title: exampleUseCase.title,
    industry: exampleUseCase.industry,
    category: exampleUseCase.category,
    description: exampleUseCase.description,
    image_src: exampleUseCase.image_src,
    results: exampleUseCase.results.join(', '),
    chip_color: exampleUseCase.chip_color,
    id: exampleUseCase.id,
  });
  return `${siteUrl}${INTAKE_PAGE_PATH}?${params.toString()}`;
}

export function curlExample(siteUrl: string): string {
  const body = JSON.stringify(exampleUseCase, null, 2).replaceAll("'", "'\\''");
  return [
    `curl -X POST ${siteUrl}${INTAKE_API_PATH} \\`,
    `  -H "Authorization: Bearer $BRIGHTFLOW_API_KEY" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -d '${body}'`,
  ].join('\n');
}

export function fetchExample(siteUrl: string): string {
  const body = JSON.stringify(exampleUseCase, null, 2).replace(/\n/g, '\n  ');
  return [
    `const response = await fetch('${siteUrl}${INTAKE_API_PATH}', {`,
    `  method: 'POST',`,
    '  headers: {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: this is JavaScript source shown to the reader.
    '    Authorization: `Bearer ${process.env.BRIGHTFLOW_API_KEY}`,',
    `    'Content-Type': 'application/json',`,
    `    'Idempotency-Key': crypto.randomUUID(),`,
    '  },',
    `  body: JSON.stringify(${body}),`,
    '});',
    'const result = await response.json();',
    'if (!response.ok) throw new Error(result.error);',
    'console.log(result.message); // Use case "…" was successfully created with ID: …',
  ].join('\n');
}

export function exampleResponse(siteUrl: string): string {
  const id = '0b9f6c1e-3a52-4d8e-9f7a-2c4e1d5b8a90';
  return JSON.stringify(
    {
      id,
      slug: 'automated-claims-intake',
      status: 'draft',
      url: `${siteUrl}/use-cases/automated-claims-intake`,
      message: createdMessage(exampleUseCase.title, id),
    },
    null,
    2,
  );
}

/** The steps at the top of the guide. */
export const integrationSteps = [
  {
    title: 'Get a key',
    text: 'Staff create a key for each system in the studio (Admin → API keys). It is shown once: store it as a secret on your server.',
  },
  {
    title: 'Send the use case',
    text: 'POST the fields as JSON to the intake API with the key as a Bearer token, or open this page with them as query parameters to review before creating.',
  },
  {
    title: 'Review and publish',
    text: 'New use cases arrive as drafts. Staff review them in the studio and publish them, unless you sent status “published”.',
  },
] as const;

/** The failure view's heading and advice for each kind of failure (the message itself is SPEC's). */
export const failureHelp: Record<FailureCode, { heading: string; fix: readonly string[] }> = {
  invalid_api_key: {
    heading: 'Authentication failed',
    fix: [
      'Copy the key exactly as you were given it: keys are case-sensitive and contain no spaces.',
      `Add it to the link as api_key=${KEY_PLACEHOLDER}; on the API, send the header “Authorization: Bearer ${KEY_PLACEHOLDER}” instead.`,
      'No key yet, or it stopped working? Staff create and revoke keys in the studio (Admin → API keys): ask them for a new one.',
    ],
  },
  missing_fields: {
    heading: 'Some required fields are missing',
    fix: ['Add title, industry, category, description and image_src to the link. None of them may be blank.'],
  },
  invalid_category: {
    heading: 'Unknown category',
    fix: ['Set category to “rpa” for robotic process automation or “agents” for AI agents, in lower case.'],
  },
  invalid_field: {
    heading: 'A parameter needs correcting',
    fix: ['Correct the parameter the message names; the parameter table below gives each one’s type and limit.'],
  },
  slug_taken: {
    heading: 'This title is already in use',
    fix: [
      'Choose a different title: each case study needs its own address.',
      'Sending the same use case again? Give it an id: a repeated id returns the first result instead of an error.',
    ],
  },
  approval_required: {
    heading: 'The client must approve it before it is published',
    fix: [
      'Send it with status=draft (or leave status out): staff then send it to the client for review from the studio, and publish it once approved.',
    ],
  },
  rate_limited: {
    heading: 'Too many requests',
    fix: ['Wait for the time the message gives, then open the link again.'],
  },
  unknown: {
    heading: 'Something went wrong',
    fix: [`Nothing was created. Try again in a moment; if it keeps happening, write to ${brand.emails.hello}.`],
  },
};
