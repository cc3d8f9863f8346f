import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'lti-tool',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
