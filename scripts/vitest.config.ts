import { defineProject } from 'vitest/config';

/** The repository's own scripts (the conformance report's checker). */
export default defineProject({
  test: { name: 'scripts', include: ['test/**/*.test.ts'], environment: 'node' },
});
