import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

type ProjectTest = NonNullable<UserWorkspaceConfig['test']>;

/**
 * One workspace package's vitest project: its workspace dependencies resolve to their TypeScript
 * source (the "source" export condition) and are inlined, so tests run the code as written.
 */
export function workspaceProject(test: ProjectTest & { name: string }) {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: { environment: 'node', server: { deps: { inline: [/@modkit\//] } }, ...test },
  });
}
