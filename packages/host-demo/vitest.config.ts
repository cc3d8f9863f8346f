import { workspaceProject } from '../../vitest.project.ts';

export default workspaceProject({
  name: 'host-demo',
  include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  // The app's own logic runs on a page: the router and the query flags use the History API.
  environment: 'jsdom',
});
