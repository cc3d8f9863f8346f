// Mutation testing of the SDK's rules (npm run mutate): every rule of the spec, against its table tests.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'packages/sdk/vitest.config.ts', dir: 'packages/sdk' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/sdk/src/rules/**/*.ts',
    '!packages/sdk/src/rules/**/*.test.ts',
    '!packages/sdk/src/rules/index.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/sdk-rules.html' },
  jsonReporter: { fileName: 'reports/mutation/sdk-rules.json' },
  tempDirName: '.stryker-tmp/sdk-rules',
  ignorePatterns: ['dist', 'storybook-static', 'test-results', 'reports', 'data', '.stryker-tmp'],
  cleanTempDir: 'always',
};
