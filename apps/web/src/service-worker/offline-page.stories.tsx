import type { Meta, StoryObj } from '@storybook/react-vite';
import offlinePage from '../../public/offline.html?raw';

/**
 * The page the service worker shows when a page cannot be reached (public/offline.html). It is
 * plain HTML with no script, so it is shown here as it is, in a phone-sized frame; the dark story
 * forces its dark colours, which otherwise follow the device's setting.
 */
function OfflinePage({ theme }: { theme: 'light' | 'dark' }) {
  const html =
    theme === 'dark'
      ? offlinePage.replace('@media (prefers-color-scheme: dark)', '@media all')
      : offlinePage.replace('@media (prefers-color-scheme: dark)', '@media not all');
  return (
    <iframe
      title={`The offline page, ${theme}`}
      srcDoc={html}
      className="h-[40rem] w-[24rem] max-w-full rounded-lg border"
    />
  );
}

const meta = {
  title: 'App/OfflinePage',
  component: OfflinePage,
  tags: ['autodocs'],
  args: { theme: 'light' },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'You are offline' with Retry, which loads the address that failed again. */
export const Light: Story = {};
/** The same on a device set to dark. */
export const Dark: Story = { args: { theme: 'dark' } };
