import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { SIGNED_OUT_RECORD } from '../auth/auth-record.ts';
import { JoinPanel } from './join-social-page.tsx';
import { SocialDetails } from './social-detail-page.tsx';
import { FRIDAY_SMASH } from './socials-fixtures.ts';
import type { ViewerStatus } from './use-social-viewer.ts';

const signedOut: AuthContextValue = {
  user: null,
  record: SIGNED_OUT_RECORD,
  signIn: () => null,
  signOut: () => {},
  updateRecord: () => {},
};
const social = FRIDAY_SMASH;

interface ViewerStoryProps {
  page: 'detail' | 'join';
  /** the signed-in player's standing; undefined while it loads */
  viewer: ViewerStatus | undefined;
  full?: boolean;
}

/** A social's detail or join page body, as a given player sees it. */
function ViewerStory({ page, viewer, full = false }: ViewerStoryProps) {
  const shown = full ? { ...social, attendees: social.capacity } : social;
  return page === 'detail' ? (
    <SocialDetails social={shown} viewer={viewer} />
  ) : (
    <JoinPanel social={shown} viewer={viewer} />
  );
}

const meta = {
  title: 'Features/Socials/Who is looking',
  component: ViewerStory,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext.Provider value={signedOut}>
            <div className="w-[358px] max-w-full sm:w-[640px]">
              <Story />
            </div>
          </AuthContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    ),
  ],
  args: { page: 'detail', viewer: 'none' },
} satisfies Meta<typeof ViewerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DetailJoin: Story = {};
export const DetailGoing: Story = { args: { viewer: 'going' } };
export const DetailRequestSent: Story = { args: { viewer: 'requested' } };
/** Already going to a full social: 'You're going' wins over 'Spot not available'. */
export const DetailGoingWhenFull: Story = { args: { viewer: 'going', full: true } };
/** The join page: the social's date, time, venue and price, then the message. */
export const JoinDetailsAndForm: Story = { args: { page: 'join' } };
export const JoinGoing: Story = { args: { page: 'join', viewer: 'going' } };
export const JoinRequestSent: Story = { args: { page: 'join', viewer: 'requested' } };
export const JoinLoadingStanding: Story = { args: { page: 'join', viewer: undefined } };
