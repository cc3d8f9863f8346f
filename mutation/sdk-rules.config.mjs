// Mutation testing of the SDK's rules (npm run mutate): every rule of the spec, against its table tests.
import { mutationRun } from './base.config.mjs';

export default mutationRun('sdk-rules', {
  vitest: { configFile: 'packages/sdk/vitest.config.ts', dir: 'packages/sdk' },
  mutate: [
    'packages/sdk/src/rules/**/*.ts',
    '!packages/sdk/src/rules/**/*.test.ts',
    '!packages/sdk/src/rules/index.ts',
  ],
  timeoutMS: 20_000,
});
