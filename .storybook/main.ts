import { defineMain } from '@storybook/react-vite/node';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/widgets/stories/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The widgets are made by a factory, so docgen has no props to find: skip it (faster builds).
  typescript: { reactDocgen: false },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [react()],
      // Workspace packages (@modkit/sdk, @modkit/widgets) resolve to their TypeScript source.
      resolve: { conditions: ['source', ...defaultClientConditions] },
    }),
});
