/**
 * deploy/compose.yaml is what operators copy; no Docker engine runs here to start it, so its contract
 * is checked instead: every app instance's variables are ones the app knows and pass its configuration
 * schema, the instances agree on what must be shared, and nginx is given a value for every placeholder
 * of deploy/nginx.conf (the file the production-topology test runs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, parseConfig } from '#app/.server/infrastructure/config.ts';
import { renderNginxTemplate } from '../helpers/nginx-template.ts';

const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { build?: unknown; image?: string; environment?: Record<string, string>; volumes?: string[] }
  >;
};

/** What an operator's deploy/.env provides, for compose's ${NAME:?…} and ${NAME:-default} forms. */
const operatorEnv: Record<string, string> = {
  SERVER_NAME: 'www.example.com',
  POSTGRES_PASSWORD: 'postgres-secret',
  SESSION_SECRET: 's'.repeat(48),
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'a long enough passphrase',
  S3_ACCESS_KEY_ID: 'minio-user',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

/** Compose's interpolation of ${NAME}, ${NAME:-default} and ${NAME:?error}, and $$ for a literal $. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      const given = env[name];
      if (given !== undefined && given !== '') return given;
      if (kind === '?') throw new Error(`compose would stop: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replaceAll('$$', '$');
}

const environmentOf = (service: string, env = operatorEnv) =>
  Object.fromEntries(
    Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), env),
    ]),
  );

const appServices = Object.keys(compose.services).filter((name) => compose.services[name]?.build);

describe('deploy/compose.yaml', () => {
  it('runs two app instances built from the Dockerfile behind nginx, with PostgreSQL and an S3 store', () => {
    expect(appServices).toEqual(['app-1', 'app-2']);
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:/);
  });

  it.each(appServices)('gives %s only variables the app knows, and values its schema accepts', (service) => {
    const environment = environmentOf(service);
    const known = Object.keys(envSchema.shape);
    expect(Object.keys(environment).filter((name) => !known.includes(name))).toEqual([]);
    const config = parseConfig(environment);
    expect(config).toMatchObject({
      publicUrl: 'https://www.example.com',
      trustProxy: 1,
      database: { kind: 'postgres' },
      s3: { endpoint: 'http://minio:9000', bucket: 'case-study-images', forcePathStyle: true },
    });
  });

  it('gives every instance the same database, storage, secret and public address', () => {
    const [first, ...others] = appServices.map((service) => environmentOf(service));
    for (const other of others) expect(other).toEqual(first);
  });

  it('stops before starting when a secret is missing, instead of running without it', () => {
    const { SESSION_SECRET: _, ...withoutSecret } = operatorEnv;
    expect(() => environmentOf('app-1', withoutSecret)).toThrow(/set SESSION_SECRET/);
  });

  it('fills every placeholder of deploy/nginx.conf, which it mounts as the image’s template', () => {
    const proxy = compose.services.proxy;
    expect(proxy?.volumes).toContain('./nginx.conf:/etc/nginx/templates/brightflow.conf.template:ro');
    const variables = environmentOf('proxy');
    const rendered = renderNginxTemplate(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), variables);
    expect(rendered).toContain('server app-1:3000');
    expect(rendered).toContain('server app-2:3000');
    // Plain HTTP is sent to the address the app knows itself by.
    expect(variables.PUBLIC_URL).toBe(environmentOf('app-1').PUBLIC_URL);
  });
});
