import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'widgets',
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
});
