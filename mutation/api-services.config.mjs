// Mutation testing of the api's services (npm run mutate): the business logic, against the api's suites on SQLite.
import { mutationRun } from './base.config.mjs';

export default mutationRun('api-services', {
  vitest: { configFile: 'packages/api/vitest.config.ts', dir: 'packages/api' },
  // The services: the domain folders but their route handlers (`*-routes.ts`, their helpers), their operations
  // and route tables (`operations.ts`, `route-table.ts`) and serializers, the file and message adapters, and the
  // few services that sit in the shared layers.
  mutate: [
    'packages/api/src/{accounts,admin,catalogue,commerce,discussion,learning,partners,projects,supervision,system,website}/**/*.ts',
    'packages/api/src/{storage,messaging}/**/*.ts',
    'packages/api/src/auth/partners.ts',
    'packages/api/src/config/{api-events,background}.ts',
    'packages/api/src/db/{answer-cache,page-query}.ts',
    'packages/api/src/http/guards/public-network.ts',
    '!packages/api/src/**/*-routes.ts',
    '!packages/api/src/**/{operations,route-table}.ts',
    '!packages/api/src/{commerce/gated-user,discussion/posted-texts,supervision/mentor-learner-access}.ts',
    '!packages/api/src/{accounts/session-user,catalogue/module-card,catalogue/paged-module-cards}.ts',
    '!packages/api/src/{projects/user-project,supervision/mentor-card,supervision/person}.ts',
  ],
  timeoutMS: 60_000,
});
