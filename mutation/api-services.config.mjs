// Mutation testing of the api's services (npm run mutate): the business logic, against the api's suites on SQLite.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'packages/api/vitest.config.ts', dir: 'packages/api' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['packages/api/src/services/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/api-services.html' },
  jsonReporter: { fileName: 'reports/mutation/api-services.json' },
  tempDirName: '.stryker-tmp/api-services',
  ignorePatterns: ['dist', 'storybook-static', 'test-results', 'reports', 'data', '.stryker-tmp'],
  cleanTempDir: 'always',
};
