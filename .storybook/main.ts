import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen.ts';
import { mswWorker } from './msw-worker.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions: docgenOptions },
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), mswWorker()] }),
};

export default config;
