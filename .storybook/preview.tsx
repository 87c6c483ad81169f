import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import { Toaster } from '../packages/ui/src/toast/toaster.tsx';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
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
