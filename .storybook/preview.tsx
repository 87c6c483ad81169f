import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import { keepTokensUnder } from '../apps/web/src/lib/auth-token.ts';
import { resetToasts } from '../packages/ui/src/toast/toast-store.ts';
import { Toaster } from '../packages/ui/src/toast/toaster.tsx';
import { failOnUnhandledApiCalls, forgetUnhandledApiCalls, startMockApi } from './msw-setup.ts';

// Served by the app on its origin, stories sign their players in under Storybook's own path.
keepTokensUnder(new URL('.', document.baseURI).pathname);

// Page stories wait for lazy screens and mocked calls, on a 2-core machine running other tests.
configure({ asyncUtilTimeout: 10_000 });

/** The widths the app is designed for: the phone it is built on first, a tablet, a laptop. */
const VIEWPORTS = {
  phone: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet (820 x 1180)',
    styles: { width: '820px', height: '1180px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 x 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

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
  // Page stories answer the app's API calls with Mock Service Worker (parameters.msw).
  loaders: [mswLoader(startMockApi)],
  // Toasts live in a module-wide store: each story starts with none of the last one's.
  beforeEach() {
    resetToasts();
    forgetUnhandledApiCalls();
  },
  afterEach: failOnUnhandledApiCalls,
  parameters: {
    viewport: { options: VIEWPORTS },
    // axe checks every story; a violation fails its test. A story that must show a known
    // exception turns the rule off in its own parameters and says why.
    a11y: { test: 'error' },
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
