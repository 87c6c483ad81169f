import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The apps/web glob may match nothing yet; Storybook only warns about that.
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // The app's icons and pages outside the bundle (the offline page's icon, the favicon).
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const rolldownOptions = viteConfig.build?.rolldownOptions;
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      build: {
        ...viteConfig.build,
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
