import { workspaceProject } from '../../vitest.project';

export default workspaceProject({
  name: 'widgets',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
});
