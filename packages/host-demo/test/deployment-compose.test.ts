// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { configFromEnv, ENVIRONMENT_VARIABLES, environmentProblems } from '@modkit/api';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, readRepoFile } from './deployment/build-outputs';
import { interpolate, parseDotenv, referencedVariables } from './deployment/compose-variables';
import { dockerStages } from './deployment/dockerfile-stages';
import { nginxBytes, readNginxConfig } from './deployment/nginx-config';

/**
 * compose.yaml, deploy/.env.example, deploy/generate-secrets.mjs and deploy/nginx.conf, read as compose and
 * nginx would, and held to what the server checks at start (`environmentProblems`). Nothing here needs Docker;
 * `scripts/docker-check.sh` runs `docker compose config` and the build where a daemon is reachable.
 */
interface Service {
  image?: string;
  build?: string | { context?: string; target?: string };
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  volumes?: string[];
  ports?: string[];
  command?: string[] | string;
  profiles?: string[];
  stop_grace_period?: string;
}

const composeText = readRepoFile('compose.yaml');
const services = (parse(composeText, { merge: true }) as { services: Record<string, Service> }).services;
const finalStage = dockerStages(readRepoFile('Dockerfile')).at(-1)?.name;

const buildsTheImage = (s: Service) =>
  s.build === '.' ||
  (typeof s.build === 'object' &&
    (s.build.context ?? '.') === '.' &&
    (s.build.target ?? finalStage) === finalStage);
const appImages = new Set(
  Object.values(services)
    .filter(buildsTheImage)
    .map((s) => s.image),
);
/** The servers `docker compose up` starts: the image of the Dockerfile's last stage, no profile. */
const apps = Object.entries(services).filter(
  ([, s]) => (buildsTheImage(s) || appImages.has(s.image)) && !s.profiles?.length,
);
const appNames = apps.map(([name]) => name);
const rawEnv = (apps[0]?.[1].environment ?? {}) as Record<string, string>;

/** A first deployment's variables: the example file as committed, and the secrets the script prints. */
const exampleVars = parseDotenv(readRepoFile('deploy/.env.example'));
const secretVars = parseDotenv(
  execFileSync(process.execPath, [join(REPO_ROOT, 'deploy', 'generate-secrets.mjs')], { encoding: 'utf8' }),
);
const vars = { ...exampleVars, ...secretVars };
const resolved = (value: unknown) => interpolate(String(value), vars);
const appEnv = Object.fromEntries(Object.entries(rawEnv).map(([k, v]) => [k, resolved(v).value]));
const serviceEnv = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, resolved(v).value]),
  );

/** The keys the S3 SDK reads for STORAGE_URL's bucket (named in packages/api/src/storage/storage-url.ts). */
const S3_SDK_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
/** What every server of one deployment must share (README "Deploying"). */
const SHARED = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'STORAGE_URL',
  ...S3_SDK_VARIABLES,
  'JWT_PRIVATE_JWK',
  'LTI_ENCRYPTION_KEY',
  'LTI_LOGIN_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'METRICS_TOKEN',
  'BACKUP_KEY',
  'SHUTDOWN_DRAIN_MS',
];
/** Variables the server reads as unset when empty (`environmentProblems` and `configFromEnv` skip ''). */
const EMPTY_MEANS_UNSET = [
  'ADMIN_EMAIL',
  'CORS_ORIGINS',
  'MAIL_FROM',
  'SMS_URL',
  'GOOGLE_CLIENT_ID',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'LINKEDIN_CLIENT_ID',
  'LINKEDIN_CLIENT_SECRET',
];

const seconds = (duration: string | undefined) => {
  const match = duration?.match(/^(\d+)(ms|s|m)$/);
  return match ? Number(match[1]) / { ms: 1000, s: 1, m: 1 / 60 }[match[2] as 'ms' | 's' | 'm'] : 10;
};
const servicesWithImage = (prefix: string) =>
  Object.entries(services).filter(([, s]) => s.image?.split(':')[0] === prefix);

describe('compose.yaml', () => {
  it('runs two servers of one image with one environment', () => {
    expect(appNames).toHaveLength(2);
    expect(new Set(apps.map(([, s]) => s.image)).size).toBe(1);
    expect(apps[1]?.[1].environment).toEqual(apps[0]?.[1].environment);
  });

  it('gives the servers only variables modkit reads, and the shared ones in production', () => {
    const storageUrlDoc = readRepoFile('packages/api/src/storage/storage-url.ts');
    for (const name of S3_SDK_VARIABLES) expect(storageUrlDoc).toContain(name);
    for (const name of Object.keys(rawEnv))
      expect([...ENVIRONMENT_VARIABLES, ...S3_SDK_VARIABLES]).toContain(name);
    expect(appEnv.NODE_ENV).toBe('production');
    for (const name of SHARED) expect(appEnv[name], name).toBeTruthy();
  });

  it('starts on a first deployment’s variables, which the server accepts', () => {
    for (const [name, value] of Object.entries(rawEnv)) expect(resolved(value).missing, name).toEqual([]);
    expect(environmentProblems(appEnv)).toEqual([]);
    for (const [name, value] of Object.entries(appEnv))
      if (value === '') expect(EMPTY_MEANS_UNSET, `${name} is empty`).toContain(name);
  });

  it('asks for every secret, which the script makes and the example never holds', () => {
    const required = [...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map(
      (m) => m[1] as string,
    );
    for (const name of referencedVariables(composeText))
      if (required.includes(name)) expect({ ...exampleVars, ...secretVars }[name], name).toBeTruthy();
    for (const secret of Object.keys(secretVars)) {
      expect(Object.keys(exampleVars), `${secret} committed in deploy/.env.example`).not.toContain(secret);
      expect(required, `compose.yaml refuses to start without ${secret}`).toContain(secret);
    }
  });

  it('has PostgreSQL with a volume and a health check, which the servers use and wait for', () => {
    const [[name, postgres] = []] = servicesWithImage('postgres');
    expect(postgres?.image).toMatch(/^postgres:15\b/);
    expect(postgres?.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(postgres?.healthcheck?.test).toBeDefined();
    const db = serviceEnv(name as string);
    const url = new URL(appEnv.DATABASE_URL as string);
    expect([url.hostname, url.username, decodeURIComponent(url.password), url.pathname]).toEqual([
      name,
      db.POSTGRES_USER,
      db.POSTGRES_PASSWORD,
      `/${db.POSTGRES_DB}`,
    ]);
    for (const [app, s] of apps)
      expect(s.depends_on?.[name as string]?.condition, app).toBe('service_healthy');
  });

  it('has an S3-compatible store whose bucket and key a one-shot job makes before the servers start', () => {
    const [[store, minio] = []] = servicesWithImage('minio/minio');
    expect(minio?.healthcheck?.test).toBeDefined();
    expect(minio?.volumes?.length).toBeGreaterThan(0);
    const [[job, mc] = []] = servicesWithImage('minio/mc');
    expect(mc?.depends_on?.[store as string]?.condition).toBe('service_healthy');
    const lines = String(mc?.command)
      .split('\n')
      .map((line) => line.trim());
    expect(lines[0]).toBe('set -e');
    expect(lines).toContain('mc mb --ignore-existing "store/$$S3_BUCKET"');
    expect(lines).toContain('mc admin user add store "$$S3_ACCESS_KEY" "$$S3_SECRET_KEY"');
    const storage = new URL(appEnv.STORAGE_URL as string);
    const made = serviceEnv(job as string);
    expect(storage.hostname).toBe(made.S3_BUCKET);
    expect(new URL(storage.searchParams.get('endpoint') as string).hostname).toBe(store);
    expect([appEnv.AWS_ACCESS_KEY_ID, appEnv.AWS_SECRET_ACCESS_KEY]).toEqual([
      made.S3_ACCESS_KEY,
      made.S3_SECRET_KEY,
    ]);
    for (const [app, s] of apps)
      expect(s.depends_on?.[job as string]?.condition, app).toBe('service_completed_successfully');
  });

  it('starts the servers one after the other (a first start seeds; two at once could collide)', () => {
    expect(apps[1]?.[1].depends_on?.[appNames[0] as string]?.condition).toBe('service_healthy');
  });

  it('lets a stopping server drain and finish before Docker kills it', () => {
    const drain = Number(appEnv.SHUTDOWN_DRAIN_MS);
    expect(drain).toBeGreaterThan(0);
    expect(drain).toBeLessThanOrEqual(8000);
    // The server's own stop takes up to 10 s (drain included); Docker's default grace is 10 s.
    for (const [app, s] of apps) expect(seconds(s.stop_grace_period), app).toBeGreaterThan(10);
  });

  it('keeps one-off tools out of `docker compose up`', () => {
    for (const [name, s] of Object.entries(services))
      if (!appNames.includes(name) && s.build) expect(s.profiles?.length, name).toBeGreaterThan(0);
  });
});

describe('the balancer', () => {
  const [[, nginx] = []] = servicesWithImage('nginx');
  const config = readNginxConfig(readRepoFile('deploy/nginx.conf'));

  it('is nginx with the committed configuration, published, after both servers are healthy', () => {
    expect(nginx?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx?.ports?.length).toBeGreaterThan(0);
    for (const app of appNames) expect(nginx?.depends_on?.[app]?.condition, app).toBe('service_healthy');
  });

  it('sends / to an upstream of exactly the two servers, on their port', () => {
    const target = config.rootLocation.proxy_pass?.[0]?.[0]?.replace(/^http:\/\//, '');
    expect(target).toBeDefined();
    expect(config.upstreams[target as string]?.sort()).toEqual(
      appNames.map((app) => `${app}:${appEnv.PORT}`).sort(),
    );
  });

  it('passes the client on and retries a refused or timed-out request on the other server', () => {
    const headers = (config.rootLocation.proxy_set_header ?? []).map((words) => words[0]);
    for (const header of ['Host', 'X-Forwarded-For', 'X-Forwarded-Proto']) expect(headers).toContain(header);
    const retries = config.rootLocation.proxy_next_upstream?.[0] ?? [];
    expect(retries).toEqual(expect.arrayContaining(['error', 'timeout']));
  });

  it('compresses the text answers: JavaScript, CSS, JSON (HTML is always among them)', () => {
    expect(config.outside.gzip?.[0]).toEqual(['on']);
    expect(config.outside.gzip_proxied?.[0]).toEqual(['any']);
    expect(config.outside.gzip_types?.[0]).toEqual(
      expect.arrayContaining(['application/javascript', 'text/javascript', 'text/css', 'application/json']),
    );
  });

  it('accepts uploads as large as the servers do', () => {
    const limit = config.outside.client_max_body_size?.[0]?.[0] ?? '1m';
    expect(nginxBytes(limit)).toBeGreaterThanOrEqual(configFromEnv(appEnv).maxUploadBytes);
  });
});
