/**
 * The production topology on one machine (DESIGN 7): nginx from the system's package terminating TLS
 * with a certificate made for the run, configured by deploy/nginx.conf itself, in front of two app
 * instances (the production build) on one PostgreSQL database, with uploads in an S3-compatible store
 * (s3rver). Everything listens on 127.0.0.1 and is stopped by its own handle.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { selfSignedCertificate } from './certificate.ts';
import { createPostgresDatabase } from './database.ts';
import { renderNginxTemplate } from './nginx-template.ts';
import { freePort, startTestServer, type TestServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const nginxTemplate = path.join(root, 'deploy/nginx.conf');

/** The host name the certificate is made for and nginx's server_name. */
export const SITE_HOST = 'localhost';

export interface Topology {
  /** https://localhost:<port>: what a visitor types. */
  publicUrl: string;
  /** The plain-HTTP port nginx answers with a redirect. */
  httpUrl: string;
  /** The certificate (PEM), to trust in Node's https requests. */
  certificate: string;
  instances: [TestServer, TestServer];
  databaseUrl: string;
  nginxLog: () => string;
  stop(): Promise<void>;
}

/** nginx as Debian installs it, or NGINX_PATH. */
export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => p && existsSync(p));
}

async function startNginx(
  nginx: string,
  dir: string,
  variables: Record<string, string>,
): Promise<{ process: ChildProcess; log: () => string; stop(): Promise<void> }> {
  const site = path.join(dir, 'brightflow.conf');
  writeFileSync(site, renderNginxTemplate(readFileSync(nginxTemplate, 'utf8'), variables));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const errorLog = path.join(dir, 'error.log');
  // The main file as a distribution ships it (events, http, mime types), pointed at this run's folder.
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${site};
}
`,
  );
  execFileSync(nginx, ['-t', '-q', '-c', main, '-p', dir], { stdio: 'pipe' });
  const child = spawn(nginx, ['-c', main, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => stderr + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const port = Number(variables.HTTPS_PORT);
  const deadline = Date.now() + 10_000;
  while (!(await isListening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // QUIT: nginx's graceful stop.
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

export async function startTopology(options: { env?: Record<string, string>; nginx?: string } = {}): Promise<Topology> {
  const nginx = options.nginx ?? findNginx();
  if (!nginx) throw new Error('No nginx found: install it (apt-get install nginx) or set NGINX_PATH.');
  const dir = mkdtempSync(path.join(tmpdir(), 'topology-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const { cert, key } = selfSignedCertificate(dir, SITE_HOST);
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const publicUrl = `https://${SITE_HOST}:${httpsPort}`;

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'case-study-images', configs: [] }],
    });
    const s3Address = await s3.run();
    cleanups.push(() => s3.close());

    const postgres = await createPostgresDatabase('topology');
    cleanups.push(postgres.drop);

    // What every instance is given (README, "Running at scale"): the same secret, database, storage,
    // public address, and the proxy as one trusted hop.
    const env = {
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_BUCKET: 'case-study-images',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...options.env,
    };
    // One after the other: both would otherwise build at once if there were no build yet.
    const first = await startTestServer(env);
    cleanups.push(() => first.stop());
    const second = await startTestServer(env);
    cleanups.push(() => second.stop());

    const proxy = await startNginx(nginx, dir, {
      SERVER_NAME: SITE_HOST,
      PUBLIC_URL: publicUrl,
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      APP_SERVER_1: new URL(first.url).host,
      APP_SERVER_2: new URL(second.url).host,
      NGINX_CACHE_DIR: path.join(dir, 'cache'),
    });
    cleanups.push(proxy.stop);

    return {
      publicUrl,
      httpUrl: `http://${SITE_HOST}:${httpPort}`,
      certificate: readFileSync(cert, 'utf8'),
      instances: [first, second],
      databaseUrl: postgres.url,
      nginxLog: proxy.log,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
