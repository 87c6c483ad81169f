import { playerCardSchema, playerSearchPageSchema, type PlayerCard } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer, fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../storybook/page-story.tsx';
import {} from '../profile/profile-story-data.ts';
import { friends, priya, sam, searchPage } from './friends-story-data.ts';

const FRIENDS = '/user/friends';
const SEARCH = '/users/search';
const friendList = z.array(playerCardSchema);

/**
 * An API that keeps whom Alex follows, as the server does: a search by name finds the players
 * whose name holds the text (marked as friends or not), and adding or removing a friend answers
 * their card as it is now and changes the list. `changes` records each add and remove sent.
 */
function keptFriends(start: PlayerCard[], others: PlayerCard[]) {
  let following = start;
  const changes: string[] = [];
  const json = (data: unknown, status = 200) =>
    HttpResponse.json({ message: status === 201 ? 'Created' : 'OK', data }, { status });
  const cardOf = (id: string) =>
    [...following, ...others].find((player) => player.id === id) ?? others[0];
  const change = (isFriend: boolean) => {
    return ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const id = String(params.userId);
      changes.push(`${request.method} ${FRIENDS}/${id}`);
      const card = playerCardSchema.parse({ ...cardOf(id), isFriend });
      following = following.filter((player) => player.id !== id);
      if (isFriend) following = [...following, card];
      following.sort((a, b) => a.firstName.localeCompare(b.firstName));
      return json(card, isFriend ? 201 : 200);
    };
  };
  return {
    changes,
    reset: () => {
      following = start;
      changes.length = 0;
    },
    handlers: [
      http.get(`*/api/v1${FRIENDS}`, () => json(friendList.parse(following))),
      http.get(`*/api/v1${SEARCH}`, ({ request }) => {
        const text = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
        const found = [...start, ...others]
          .filter((player) => `${player.firstName} ${player.lastName}`.toLowerCase().includes(text))
          .map((player) => ({
            ...player,
            isFriend: following.some((friend) => friend.id === player.id),
          }));
        return json(playerSearchPageSchema.parse(searchPage(found)));
      }),
      http.post(`*/api/v1${FRIENDS}/:userId`, change(true)),
      http.delete(`*/api/v1${FRIENDS}/:userId`, change(false)),
    ],
  };
}

const api = keptFriends(friends, [sam]);

/** /friends: the players Alex follows, and a search to find and add more. */
/** A toast's title, once it has faded in. */
async function toastSays(page: ReturnType<typeof within>, title: string) {
  const toast = await page.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Pages/Friends',
  globals: onPhone,
  component: AppAt,
  args: { path: '/friends' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [answer(FRIENDS, friendList, friends), ...signedInHandlers],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex's three friends as cards (a private one without sports), each with Chat, Profile and Remove. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await page.findByRole('list', { name: 'Your friends' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const priyaCard = within(page.getByRole('article', { name: 'Priya Shah' }));
    await expect(priyaCard.getByRole('link', { name: 'Chat with Priya Shah' })).toHaveAttribute(
      'href',
      `/chat?user=${priya.id}`,
    );
    await expect(priyaCard.getByRole('button', { name: 'Remove: Priya Shah' })).toBeVisible();
  },
};

/** The friends are on their way: 'Loading your friends...' under the search box. */
export const Loading: Story = {
  parameters: { msw: [hold(FRIENDS), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading your friends...', {}, LOAD)).toBeVisible();
  },
};

/** A new player follows nobody yet: the search box and "You haven't added any friends yet". */
export const Empty: Story = {
  parameters: { msw: [answer(FRIENDS, friendList, []), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText("You haven't added any friends yet", {}, LOAD),
    ).toBeVisible();
  },
};

/** The list could not be read: the API's message and 'Try again'. */
export const Error: Story = {
  parameters: { msw: [fail(FRIENDS, 500, 'Something went wrong'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong', {}, LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Signed out: the page asks to sign in and opens the sign-in dialog. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: 'Sign in to see your friends', hidden: true }, LOAD),
    ).toBeInTheDocument();
    // The sign-in dialog opens by itself (it fades in).
    const dialog = await page.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/**
 * Searching 'sam' finds Sam Lee with 'Add Friend'; adding him sends one POST, says 'Friend
 * added' and his card now offers Chat and Remove; cleared, the search shows him among friends.
 */
export const AddFriend: Story = {
  beforeEach: () => {
    api.reset();
    return asPlayer();
  },
  parameters: { msw: [...api.handlers, ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('list', { name: 'Your friends' }, LOAD);
    const search = page.getByRole('searchbox', { name: 'Search for players' });
    await userEvent.type(search, 'sam');

    const found = await page.findByRole('list', { name: 'Players found' });
    await userEvent.click(
      await within(found).findByRole('button', { name: 'Add Friend: Sam Lee' }),
    );

    await toastSays(page, 'Friend added');
    await expect(api.changes).toEqual([`POST ${FRIENDS}/${sam.id}`]);
    const samCard = within(page.getByRole('article', { name: 'Sam Lee' }));
    await expect(samCard.getByRole('button', { name: 'Remove: Sam Lee' })).toHaveFocus();
    await expect(samCard.getByRole('link', { name: 'Chat with Sam Lee' })).toBeVisible();

    await userEvent.clear(search);
    const list = await page.findByRole('list', { name: 'Your friends' });
    await expect(await within(list).findByRole('article', { name: 'Sam Lee' })).toBeVisible();
  },
};

/** Removing Priya sends one DELETE, says 'Friend removed' and her card leaves the list. */
export const RemoveFriend: Story = {
  beforeEach: () => {
    api.reset();
    return asPlayer();
  },
  parameters: { msw: [...api.handlers, ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Remove: Priya Shah' }, LOAD));

    await toastSays(page, 'Friend removed');
    await expect(api.changes).toEqual([`DELETE ${FRIENDS}/${priya.id}`]);
    await waitFor(() =>
      expect(page.queryByRole('article', { name: 'Priya Shah' })).not.toBeInTheDocument(),
    );
    await expect(page.getAllByRole('article')).toHaveLength(2);
  },
};
