// What both mutation runs (npm run mutate) share: StrykerJS with the vitest runner, per-test coverage,
// reports in reports/mutation/<name>.{html,json}.
/**
 * @param {string} name the run's name (its reports and sandbox are named after it)
 * @param {import('@stryker-mutator/api/core').PartialStrykerOptions} options what the run mutates and against which suite
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationRun(name, options) {
  return {
    packageManager: 'npm',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    coverageAnalysis: 'perTest',
    // Static mutants (a constant table or text catalogue changed at import) need every test run again for
    // each one; they are left out and reported as ignored, so a run fits in an hour on two cores.
    ignoreStatic: true,
    concurrency: 2,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    tempDirName: `.stryker-tmp/${name}`,
    ignorePatterns: ['dist', 'storybook-static', 'test-results', 'reports', 'data', '.stryker-tmp'],
    cleanTempDir: 'always',
    ...options,
  };
}
