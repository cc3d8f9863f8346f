// @vitest-environment node
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutputs, readRepoFile, runtimeNeeds, within } from './deployment/build-outputs';
import {
  commandWords,
  copyPaths,
  type DockerStage,
  dockerStages,
  npmInstalls,
} from './deployment/dockerfile-stages';
import { dockerignorePatterns, isIgnored } from './deployment/dockerignore';

/**
 * The production image (Dockerfile, .dockerignore), read as Docker would: what cannot be built here (no
 * daemon) is held to the build scripts and the server's code. `scripts/docker-check.sh` builds it where
 * Docker runs.
 */
const stages = dockerStages(readRepoFile('Dockerfile'));
const final = stages.at(-1) as DockerStage;
const stageNamed = (name: string) => stages.find((s) => s.name === name);
const of = (stage: DockerStage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);

/** A stage's WORKDIR, inherited from the stage it starts from. */
function workdir(stage: DockerStage | undefined): string {
  if (!stage) return '/';
  const own = of(stage, 'WORKDIR').at(-1);
  return own ? (own.args[0] as string) : workdir(stageNamed(stage.from));
}

/** A final-stage environment variable (`ENV A=1 B=2`). */
function finalEnv(name: string): string | undefined {
  const pairs = of(final, 'ENV').flatMap((i) => i.args.map((a) => a.split('=')));
  return pairs.findLast(([key]) => key === name)?.[1];
}

/** The paths (from the repository's root) the final stage copies out of another stage. */
function copiedFrom(stageName: string): { source: string; destination: string }[] {
  const root = workdir(stageNamed(stageName));
  const here = workdir(final);
  return of(final, 'COPY')
    .filter((copy) => copy.flags.from === stageName)
    .flatMap((copy) => {
      const { sources, destination } = copyPaths(copy);
      return sources.map((source) => ({
        source: posix.relative(root, posix.resolve(root, source)) || '.',
        destination: posix.relative(here, posix.resolve(here, destination)) || '.',
      }));
    });
}

describe('the Dockerfile', () => {
  it('builds in stages and runs the last one as a user that is not root', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = of(final, 'USER').at(-1)?.args[0];
    expect(user, 'the final stage sets USER').toBeDefined();
    expect(user?.split(':')[0]).not.toMatch(/^(root|0)$/);
  });

  it('gives the final stage production dependencies only', () => {
    for (const install of npmInstalls(final)) expect(install).toContain('--omit=dev');
    expect(of(final, 'COPY').some((copy) => !copy.flags.from && copyPaths(copy).sources.includes('.'))).toBe(
      false,
    );
    // node_modules arrive from stages (a whole folder holding them, or node_modules itself)…
    const copiesOfDependencies = of(final, 'COPY').filter((copy) => {
      if (!copy.flags.from) return false;
      const root = workdir(stageNamed(copy.flags.from));
      return copyPaths(copy).sources.some(
        (s) => /node_modules/.test(s) || posix.resolve(root, s) === posix.resolve(root),
      );
    });
    expect(copiesOfDependencies.length + npmInstalls(final).length).toBeGreaterThan(0);
    // …whose every install leaves the dev dependencies out.
    for (const copy of copiesOfDependencies) {
      const source = stageNamed(copy.flags.from as string);
      expect(source, `stage ${copy.flags.from}`).toBeDefined();
      const installs = npmInstalls(source as DockerStage);
      expect(installs.length, `stage ${copy.flags.from} installs`).toBeGreaterThan(0);
      for (const install of installs) expect(install, `stage ${copy.flags.from}`).toContain('--omit=dev');
    }
  });

  it('installs every workspace: each one’s package.json is there before the first npm ci', () => {
    const workspaces = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
    const firstInstall = stages.find((s) => npmInstalls(s).length) as DockerStage;
    const chain: DockerStage[] = [];
    for (let s: DockerStage | undefined = firstInstall; s; s = stageNamed(s.from)) chain.unshift(s);
    const copied = chain.flatMap((s) =>
      of(s, 'COPY')
        .filter((copy) => !copy.flags.from)
        .flatMap((copy) => copyPaths(copy).sources),
    );
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    expect(copied).toContain('package-lock.json');
  });

  it('runs the Node the project is developed and tested on (the `node` devDependency’s major)', () => {
    const root = JSON.parse(readRepoFile('package.json')) as {
      devDependencies: Record<string, string>;
      engines: { node: string };
    };
    const image = readRepoFile('Dockerfile').match(/^ARG NODE_IMAGE=node:(\d+)-/m)?.[1];
    const developed = root.devDependencies.node?.match(/^(\d+)\./)?.[1];
    expect(image, 'ARG NODE_IMAGE=node:<major>-…').toBeDefined();
    expect(image).toBe(developed);
    const oldest = Number(root.engines.node.match(/^>=(\d+)/)?.[1]);
    expect(Number(image)).toBeGreaterThanOrEqual(oldest);
  });

  it('runs the compiled server with node, in production, never tsx', () => {
    const cmd = commandWords(of(final, 'CMD').at(-1)?.text ?? '');
    expect(of(final, 'ENTRYPOINT')).toEqual([]);
    expect(cmd[0]).toBe('node');
    expect(cmd.join(' ')).not.toMatch(/tsx|\.ts\b|npm /);
    const [compiled] = runtimeNeeds();
    const started = cmd[1] as string;
    expect([compiled, 'scripts/start.mjs']).toContain(started);
    // start.mjs runs the compiled file only under NODE_ENV=production (else it starts tsx).
    expect(finalEnv('NODE_ENV')).toBe('production');
    const contextCopies = of(final, 'COPY')
      .filter((copy) => !copy.flags.from)
      .flatMap((copy) => {
        const { sources, destination } = copyPaths(copy);
        return sources.map((s) =>
          destination.endsWith('/') ? posix.join(destination, posix.basename(s)) : s,
        );
      });
    const inImage = [...contextCopies, ...copiedFrom('build').map((c) => c.destination)];
    expect(inImage.some((path) => within(started, path))).toBe(true);
  });

  it('copies from the build stage only what the build produces, and all the server reads', () => {
    const build = stages.find((s) =>
      s.instructions.some((i) => i.keyword === 'RUN' && /npm run build/.test(i.text)),
    );
    expect(build, 'a stage runs `npm run build`').toBeDefined();
    const copies = copiedFrom(build?.name as string);
    expect(copies.length).toBeGreaterThan(0);
    const produced = buildOutputs();
    for (const { source, destination } of copies) {
      expect(
        // An output, a file or folder inside one, or the folder the compiled server is written to.
        produced.some((output) => within(source, output) || source === posix.dirname(output)),
        `${source} is made by npm run build`,
      ).toBe(true);
      expect(destination, 'copied to the same place').toBe(source);
    }
    for (const needed of runtimeNeeds()) {
      expect(
        copies.some((c) => within(needed, c.destination)),
        `${needed} is in the image`,
      ).toBe(true);
    }
  });

  it('checks that the server is alive on the port it listens on', () => {
    const healthcheck = of(final, 'HEALTHCHECK').at(-1);
    expect(healthcheck?.text).toMatch(/^CMD\b/);
    expect(healthcheck?.text).toContain('/api/health');
    const port = finalEnv('PORT');
    expect(port).toBe('3000');
    expect(of(final, 'EXPOSE').flatMap((i) => i.args)).toContain(port);
  });
});

describe('the .dockerignore', () => {
  const patterns = dockerignorePatterns(readRepoFile('.dockerignore'));

  it('leaves out what this machine made and the secrets', () => {
    const made = ['node_modules', 'packages/api/node_modules', 'packages/host-demo/dist/app', 'data', '.git'];
    for (const path of [...made, '.env', 'backup/files/x.png', 'modkit-2026-11-25.dump'])
      expect(isIgnored(path, patterns), path).toBe(true);
  });

  it('keeps every file the Dockerfile copies from the context', () => {
    const sources = stages.flatMap((s) =>
      of(s, 'COPY')
        .filter((copy) => !copy.flags.from)
        .flatMap((copy) => copyPaths(copy).sources),
    );
    expect(sources).toContain('scripts/start.mjs');
    // What start.mjs imports beside it (the heap caps) goes into the image with it.
    for (const [, name] of readRepoFile('scripts/start.mjs').matchAll(/from '\.\/([^']+)'/g))
      expect(sources).toContain(`scripts/${name}`);
    for (const source of sources.filter((s) => s !== '.'))
      expect(isIgnored(source, patterns), source).toBe(false);
    for (const sourceFolder of ['packages/api/src', 'packages/host-demo/src/app', 'packages/widgets/scripts'])
      expect(isIgnored(sourceFolder, patterns), sourceFolder).toBe(false);
  });
});
