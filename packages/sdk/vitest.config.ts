import { workspaceProject } from '../../vitest.project';

export default workspaceProject({
  name: 'sdk',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
});
