// Mutation testing of the api's services (npm run mutate): the business logic, against the api's suites on SQLite.
import { mutationRun } from './base.config.mjs';

export default mutationRun('api-services', {
  vitest: { configFile: 'packages/api/vitest.config.ts', dir: 'packages/api' },
  mutate: ['packages/api/src/services/**/*.ts'],
  timeoutMS: 60_000,
});
