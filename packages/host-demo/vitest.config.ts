import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript source (the "source" export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'host-demo',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The app's own logic runs on a page: the router and the query flags use the History API.
    environment: 'jsdom',
    server: { deps: { inline: [/@modkit\//] } },
  },
});
