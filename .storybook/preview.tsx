import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import { Toaster } from '../packages/ui/src/toast/toaster.tsx';

const preview: Preview = {
  // The toolbar's theme: 'Device' follows prefers-color-scheme, as the app does by default.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'Device' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, context) => {
      const theme = context.globals.theme as string | undefined;
      if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
      else delete document.documentElement.dataset.theme;
      return <Story />;
    },
    // Stories that mount their own Toaster (e.g. a whole app shell) opt out with `parameters: { toaster: false }`.
    (Story, context) =>
      context.parameters.toaster === false ? (
        <Story />
      ) : (
        <>
          <Story />
          <Toaster />
        </>
      ),
  ],
};

export default preview;
