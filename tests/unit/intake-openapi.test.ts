import { describe, expect, it } from 'vitest';
import { exampleUseCase, intakeErrors, intakeParameters } from '#app/features/intake/intake-guide-copy.ts';
import { INTAKE_SPEC_MESSAGES, REQUIRED_PARAMS } from '#app/features/intake/intake-params.ts';
import { parseUseCaseBody } from '#app/features/intake/intake-schema.ts';
import { buildOpenApiDocument } from '#app/features/intake/openapi.server.ts';

type Doc = {
  openapi: string;
  servers: { url: string }[];
  security: unknown[];
  paths: Record<string, { post: { responses: Record<string, unknown>; requestBody: unknown } }>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    schemas: Record<string, { required: string[]; properties: Record<string, unknown> }>;
  };
};

const doc = buildOpenApiDocument('https://www.example.com') as unknown as Doc;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with bearer authentication and the site as server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://www.example.com' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes POST /api/v1/use-cases with every status the API answers', () => {
    const post = doc.paths['/api/v1/use-cases']?.post;
    expect(Object.keys(post?.responses ?? {}).sort()).toEqual(
      ['200', '201', '400', '401', '405', '409', '413', '422', '429', '500'].sort(),
    );
  });

  it('lists the same fields the parser reads, with SPEC 5 required fields', () => {
    const input = doc.components.schemas.UseCaseInput;
    expect(input?.required.sort()).toEqual([...REQUIRED_PARAMS].sort());
    expect(Object.keys(input?.properties ?? {}).sort()).toEqual(
      intakeParameters
        .filter((p) => !p.pageOnly)
        .map((p) => p.name)
        .sort(),
    );
    expect(input?.properties).not.toHaveProperty('api_key');
  });

  it('uses an example body the API accepts', () => {
    expect(parseUseCaseBody(exampleUseCase).ok).toBe(true);
  });

  it('carries the SPEC 8 messages in its error examples', () => {
    const text = JSON.stringify(doc);
    for (const message of [
      INTAKE_SPEC_MESSAGES.invalidApiKey,
      INTAKE_SPEC_MESSAGES.missingFields,
      INTAKE_SPEC_MESSAGES.unknownError,
    ]) {
      expect(text).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect(intakeErrors.map((e) => e.status)).toEqual(expect.arrayContaining([400, 401, 409, 413, 429, 500]));
  });
});
