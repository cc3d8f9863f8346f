import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'api',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
});
