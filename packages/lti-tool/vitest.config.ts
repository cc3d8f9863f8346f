import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript source (the "source" export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'lti-tool',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: [/@modkit\//] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
