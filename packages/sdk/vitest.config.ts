import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'sdk',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
});
