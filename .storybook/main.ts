import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mswWorkerScript } from './msw-worker.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.@(mdx|stories.@(ts|tsx))',
    '../apps/web/src/**/*.@(mdx|stories.@(ts|tsx))',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The app's icons and pages outside the bundle (the offline page's icon, the favicon).
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const rolldownOptions = viteConfig.build?.rolldownOptions;
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss(), mswWorkerScript()],
      build: {
        ...viteConfig.build,
        // Storybook's preview carries the kit, every page, axe and Mermaid in one 1.2 MB file: a
        // tool for the team, not a page players load (their budget is bench/'s Lighthouse run).
        chunkSizeWarningLimit: 1600,
        rolldownOptions: {
          ...rolldownOptions,
          // Radix ships "use client" directives, which are meaningless in a static Storybook.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (rolldownOptions?.onwarn) rolldownOptions.onwarn(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
