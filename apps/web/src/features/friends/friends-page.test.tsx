import type { PlayerCard, PlayerSearchPage } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clickTwiceAtOnce,
  failure,
  fakeApi,
  type FakeResponse,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

const priya: PlayerCard = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Priya',
  lastName: 'Shah',
  avatar: 'avatar.png',
  sports: ['Tennis', 'Badminton'],
  isFriend: true,
};
const sam: PlayerCard = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Sam',
  lastName: 'Lee',
  avatar: '',
  sports: ['Tennis'],
  isFriend: false,
};

const page = (results: PlayerCard[], pageNumber = 1, hasMore = false): PlayerSearchPage => ({
  results,
  page: pageNumber,
  pageSize: 20,
  hasMore,
});

type Route = FakeResponse | (() => FakeResponse | Promise<FakeResponse>);

/**
 * Signed in, over a fake server; `search` answers GET /users/search from its query string (the
 * shared fake API sees paths only, so the search parameters are caught on the way).
 */
function serve({
  friends = () => [],
  search = () => page([]),
  routes = {},
}: {
  friends?: () => PlayerCard[];
  search?: (params: URLSearchParams) => PlayerSearchPage;
  routes?: Record<string, Route>;
}) {
  setTokenCookie(makeToken());
  const searches: URLSearchParams[] = [];
  let lastSearch = new URLSearchParams();
  const api = fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /user/friends': () => ok(friends()),
    'GET /users/search': () => ok(search(lastSearch)),
    ...routes,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/users/search')) {
      lastSearch = url.searchParams;
      searches.push(url.searchParams);
    }
    return api.fetchMock(input, init);
  });
  return { ...api, searches };
}

/** Sam, found by searching, whom the server adds as a friend when asked. */
function serveSamToAdd() {
  let friends: PlayerCard[] = [];
  return serve({
    friends: () => friends,
    search: () => page([friends.length > 0 ? { ...sam, isFriend: true } : sam]),
    routes: {
      [`POST /user/friends/${sam.id}`]: () => {
        friends = [{ ...sam, isFriend: true }];
        return { status: 201, body: { message: 'Created', data: friends[0] } };
      },
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search for players' });
/** Types into the search box once the page (a lazy chunk) is there. */
async function typeSearch(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search for players' }), text);
}

describe('friends', () => {
  it('is titled and, with no friends, says so under the search field', async () => {
    serve({});
    renderApp('/friends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    // The title is set in an effect after the heading renders: wait for it, not for a tick.
    await waitFor(() => expect(document.title).toBe('Friends · Better Play'));
    expect(await screen.findByText("You haven't added any friends yet")).toBeVisible();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search for players by name or sport...');
    // The server refuses a longer search, so the box takes no more.
    expect(searchBox()).toHaveAttribute('maxlength', '100');
  });

  it('lists my friends with their sports, Chat, Profile and Remove', async () => {
    serve({ friends: () => [priya] });
    renderApp('/friends');
    const priyaCard = await screen.findByRole('article', { name: 'Priya Shah' });
    expect(within(priyaCard).getByRole('heading', { name: 'Priya Shah' })).toBeVisible();
    expect(within(priyaCard).getByRole('list', { name: 'Sports' })).toHaveTextContent(
      'TennisBadminton',
    );
    expect(within(priyaCard).getByRole('link', { name: 'Chat with Priya Shah' })).toHaveAttribute(
      'href',
      `/chat?user=${priya.id}`,
    );
    expect(within(priyaCard).getByRole('link', { name: 'Profile of Priya Shah' })).toHaveAttribute(
      'href',
      `/profile/${priya.id}`,
    );
    expect(within(priyaCard).getByRole('button', { name: 'Remove: Priya Shah' })).toBeVisible();
    expect(within(priyaCard).queryByRole('button', { name: /Add Friend/ })).toBeNull();
  });

  it('searches as I type, shows Add Friend for others, and the friend list again once cleared', async () => {
    const { searches } = serve({
      friends: () => [priya],
      search: (params) => (params.get('q') === 'ten' ? page([priya, sam]) : page([])),
    });
    const { user } = renderApp('/friends');
    await screen.findByRole('article', { name: 'Priya Shah' });

    await typeSearch(user, '  ten');
    const results = await screen.findByRole('list', { name: 'Players found' });
    expect(await within(results).findByRole('article', { name: 'Sam Lee' })).toBeVisible();
    expect(searches.map((params) => params.toString())).toEqual(['q=ten&page=1']);
    expect(
      within(card('Sam Lee')).getByRole('button', { name: 'Add Friend: Sam Lee' }),
    ).toBeVisible();
    expect(within(card('Sam Lee')).queryByRole('link')).toBeNull();
    expect(
      within(card('Priya Shah')).getByRole('button', { name: 'Remove: Priya Shah' }),
    ).toBeVisible();

    await user.clear(searchBox());
    expect(await screen.findByRole('list', { name: 'Your friends' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Sam Lee' })).toBeNull();
  });

  it('says when no player matches the search', async () => {
    serve({});
    const { user } = renderApp('/friends');
    await typeSearch(user, 'zzqx');
    const said = 'No players found matching "zzqx"';
    expect(await screen.findByText(said, { selector: 'p:not([role])' })).toBeVisible();
    // Read out too, since typing keeps the focus in the search box.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(said);
  });

  it("loads further pages with 'Load more players'", async () => {
    const more = { ...sam, id: '33333333-3333-4333-8333-333333333333', firstName: 'Sasha' };
    const { searches } = serve({
      search: (params) => (params.get('page') === '2' ? page([more], 2) : page([sam], 1, true)),
    });
    const { user } = renderApp('/friends');
    await typeSearch(user, 'tennis');
    await screen.findByRole('article', { name: 'Sam Lee' });
    await user.click(screen.getByRole('button', { name: 'Load more players' }));
    expect(await screen.findByRole('article', { name: 'Sasha Lee' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Sam Lee' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more players' })).toBeNull();
    expect(searches.map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it("adds a friend: 'Friend added', the card offers Chat, Profile and Remove, focus stays", async () => {
    const { requests } = serveSamToAdd();
    const { user } = renderApp('/friends');
    await typeSearch(user, 'sam');
    const add = await screen.findByRole('button', { name: 'Add Friend: Sam Lee' });
    await user.click(add);

    expect(await screen.findByText('Friend added')).toBeVisible();
    const remove = within(card('Sam Lee')).getByRole('button', { name: 'Remove: Sam Lee' });
    expect(remove).toHaveFocus();
    expect(within(card('Sam Lee')).getByRole('link', { name: 'Chat with Sam Lee' })).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.clear(searchBox());
    expect(await screen.findByRole('article', { name: 'Sam Lee' })).toBeVisible();
  });

  it('adds a friend once when Add Friend is double-clicked', async () => {
    const { requests } = serveSamToAdd();
    const { user } = renderApp('/friends');
    await typeSearch(user, 'sam');
    clickTwiceAtOnce(await screen.findByRole('button', { name: 'Add Friend: Sam Lee' }));
    expect(await screen.findByText('Friend added')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/already/i)).toBeNull();
  });

  it("removes a friend from my list: 'Friend removed', the card leaves, focus goes on", async () => {
    let friends = [priya, { ...sam, isFriend: true }];
    serve({
      friends: () => friends,
      routes: {
        [`DELETE /user/friends/${priya.id}`]: () => {
          friends = friends.filter((friend) => friend.id !== priya.id);
          return ok({ ...priya, isFriend: false });
        },
        [`DELETE /user/friends/${sam.id}`]: () => {
          friends = [];
          return ok(sam);
        },
      },
    });
    const { user } = renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'Remove: Priya Shah' }));

    expect(await screen.findByText('Friend removed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Priya Shah' })).toBeNull());
    expect(within(card('Sam Lee')).getByRole('link', { name: 'Chat with Sam Lee' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove: Sam Lee' }));
    expect(await screen.findByText("You haven't added any friends yet")).toBeVisible();
    expect(searchBox()).toHaveFocus();
  });

  it("says 'Error' and 'Failed to add friend. Please try again.' when adding fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      search: () => page([sam]),
      routes: { [`POST /user/friends/${sam.id}`]: failure(500, 'Something went wrong') },
    });
    const { user } = renderApp('/friends');
    await typeSearch(user, 'sam');
    await user.click(await screen.findByRole('button', { name: 'Add Friend: Sam Lee' }));

    expect(await screen.findByText('Failed to add friend. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.queryByText('Friend added')).toBeNull();
    expect(
      within(card('Sam Lee')).getByRole('button', { name: 'Add Friend: Sam Lee' }),
    ).toBeVisible();
  });

  it("says 'Error' and 'Failed to remove friend. Please try again.' when removing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      friends: () => [priya],
      routes: {
        [`DELETE /user/friends/${priya.id}`]: failure(503, 'Service unavailable'),
      },
    });
    const { user } = renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'Remove: Priya Shah' }));

    expect(await screen.findByText('Failed to remove friend. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(card('Priya Shah')).toBeVisible();
  });

  it('keeps the button busy while a change is sent, and sends it once', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = serve({
      search: () => page([sam]),
      routes: {
        [`POST /user/friends/${sam.id}`]: () =>
          new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const { user } = renderApp('/friends');
    await typeSearch(user, 'sam');
    const add = await screen.findByRole('button', { name: 'Add Friend: Sam Lee' });
    await user.click(add);
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    await user.click(add);
    answer({ status: 201, body: { message: 'Created', data: { ...sam, isFriend: true } } });
    expect(await screen.findByText('Friend added')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says why a search failed and offers Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    serve({
      routes: {
        'GET /users/search': () =>
          ++attempts === 1 ? failure(429, 'Too many requests. Please wait.') : ok(page([sam])),
      },
    });
    const { user } = renderApp('/friends');
    await typeSearch(user, 'sam');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sam Lee' })).toBeVisible();
  });

  it('offers Try again when my friends cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    serve({
      routes: {
        'GET /user/friends': () =>
          // A 4xx is not retried by the query client: the failure shows at once.
          ++attempts === 1 ? failure(429, 'Too many requests. Please wait.') : ok([priya]),
      },
    });
    const { user } = renderApp('/friends');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Priya Shah' })).toBeVisible();
  });
});
