/**
 * The intake API described as an OpenAPI 3.1 document (served at /api/openapi.json), built from the
 * same parameter table and error catalogue the /webhook-api page shows.
 */

import { brand } from '../../content/brand.ts';
import { CASE_STUDY_STATUSES } from '../../lib/case-study.ts';
import {
  exampleUseCase,
  INTAKE_API_PATH,
  INTAKE_MESSAGES,
  intakeErrors,
  intakeParameters,
} from './intake-guide-copy.ts';
import { createdMessage, INTAKE_SPEC_MESSAGES, MAX_BODY_BYTES } from './intake-params.ts';

type Schema = Record<string, unknown>;

function parameterSchema(parameter: (typeof intakeParameters)[number]): Schema {
  const base: Schema = { description: parameter.description, examples: [parameter.example] };
  switch (parameter.type) {
    case 'enum':
      return { ...base, type: 'string', enum: parameter.values };
    case 'boolean':
      return { ...base, oneOf: [{ type: 'boolean' }, { type: 'string' }], examples: [true] };
    case 'string[]':
      return {
        ...base,
        oneOf: [
          { type: 'array', items: { type: 'string', maxLength: 300 }, maxItems: 12 },
          { type: 'string', description: 'Comma-separated; items are trimmed and empty ones dropped.' },
        ],
        examples: [exampleUseCase.results],
      };
    default:
      return {
        ...base,
        ...(parameter.name === 'id'
          ? {
              oneOf: [
                { type: 'string', maxLength: parameter.maxLength },
                { type: 'integer', minimum: 0 },
              ],
            }
          : { type: 'string', ...(parameter.maxLength ? { maxLength: parameter.maxLength } : {}) }),
      };
  }
}

const errorResponse = (description: string, status: number): Schema => {
  const examples = intakeErrors.filter((e) => e.status === status);
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        examples: Object.fromEntries(
          examples.map((example, index) => [
            `example${index + 1}`,
            { summary: example.when, value: { error: example.message } },
          ]),
        ),
      },
    },
  };
};

export function buildOpenApiDocument(publicUrl: string): Schema {
  const bodyParameters = intakeParameters.filter((p) => !p.pageOnly);
  const exampleId = '0b9f6c1e-3a52-4d8e-9f7a-2c4e1d5b8a90';
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} use-case intake API`,
      version: '1.0.0',
      description: [
        'Creates case studies on the site from use cases sent by other systems.',
        'New case studies are drafts unless `status` is "published"; staff review them in the studio.',
        'Send the same `id` again with the same key, or repeat a request with the same `Idempotency-Key` header, and you get the first result instead of a duplicate. Ids are per key: another key’s same `id` is a use case of its own.',
        `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB. Each key may make a limited number of requests per minute (see the RateLimit-* headers).`,
      ].join('\n\n'),
    },
    servers: [{ url: publicUrl }],
    security: [{ bearerAuth: [] }],
    paths: {
      [INTAKE_API_PATH]: {
        post: {
          operationId: 'createUseCase',
          summary: 'Create a case study from a use case',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'Any unique string (a UUID is ideal). A repeat of the same request with the same key within 24 hours returns the first response, with the header Idempotent-Replayed: true.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/UseCaseInput' },
                example: exampleUseCase,
              },
            },
          },
          responses: {
            '201': {
              description: 'Created.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/UseCaseCreated' },
                  example: {
                    id: exampleId,
                    slug: 'automated-claims-intake',
                    status: 'draft',
                    url: `${publicUrl}/use-cases/automated-claims-intake`,
                    message: createdMessage(exampleUseCase.title, exampleId),
                  },
                },
              },
            },
            '200': {
              description: 'A case study with this `id` already exists: it is returned and nothing new is created.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/UseCaseCreated' } } },
            },
            '400': errorResponse('Missing or invalid fields, or a body that is not a JSON object.', 400),
            '401': {
              ...errorResponse('Missing, wrong or revoked API key.', 401),
              headers: { 'WWW-Authenticate': { schema: { type: 'string' }, description: 'Bearer realm="intake"' } },
            },
            '405': {
              description: INTAKE_MESSAGES.methodNotAllowed,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
            '409': errorResponse(
              `The slug made from the title is taken; or status is published for a study that names its client (client_name), which needs the client's approval first (send it as a draft); or (“${INTAKE_MESSAGES.idempotencyInProgress}”) a request with the same Idempotency-Key is still running.`,
              409,
            ),
            '413': errorResponse('The body is larger than the limit.', 413),
            '422': errorResponse('The Idempotency-Key was already used with a different body.', 422),
            '429': {
              ...errorResponse('Too many requests with this key (or too many failed keys from one address).', 429),
              headers: {
                'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before trying again.' },
              },
            },
            '500': {
              description:
                'A failure on our side; nothing was created. Retrying with the same id or Idempotency-Key is safe.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Error' },
                  example: { error: INTAKE_SPEC_MESSAGES.unknownError },
                },
              },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An intake API key, issued by staff in the studio (Admin → API keys).',
        },
      },
      schemas: {
        UseCaseInput: {
          type: 'object',
          required: bodyParameters.filter((p) => p.required).map((p) => p.name),
          properties: Object.fromEntries(bodyParameters.map((p) => [p.name, parameterSchema(p)])),
        },
        UseCaseCreated: {
          type: 'object',
          required: ['id', 'slug', 'status', 'url', 'message'],
          properties: {
            id: { type: 'string', format: 'uuid', description: 'The id the site gave the new case study.' },
            slug: { type: 'string', description: 'Its web address on the site: /use-cases/{slug}.' },
            status: { type: 'string', enum: [...CASE_STUDY_STATUSES] },
            url: { type: 'string', format: 'uri', description: 'Its public page (visible once published).' },
            message: { type: 'string', examples: [createdMessage(exampleUseCase.title, exampleId)] },
          },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', description: 'What went wrong, in words a person can act on.' },
            field: { type: 'string', description: 'The parameter at fault, when there is exactly one.' },
          },
        },
      },
    },
  };
}
