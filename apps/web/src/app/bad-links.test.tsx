import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  failure,
  fakeApi,
  type FakeResponse,
  LOAD,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../test/app-test-kit.tsx';

/**
 * Every address with an id, opened with an id that is not an id (the server's 400 names the
 * parameter) and with one the server does not know (404): each says in plain words what is
 * missing and offers a way on, never the validation text and never 'Try again'.
 */
interface BadLink {
  name: string;
  /** the address, with {id} where the id goes */
  address: string;
  /** the API call that answers for the id ('METHOD /path') */
  call: string;
  signedIn?: boolean;
  headline: string;
  reason?: string;
  way: { text: string; href: string };
}

const BAD_LINKS: BadLink[] = [
  {
    name: 'social detail',
    address: '/sports/tennis/social?id={id}',
    call: 'GET /cms/social/{id}',
    headline: 'Social not found',
    reason: 'This social does not exist or was removed.',
    way: { text: 'Browse socials', href: '/sports' },
  },
  {
    name: 'join page',
    address: '/sports/tennis/social/join?id={id}',
    call: 'GET /cms/social/{id}',
    headline: 'Social not found',
    reason: 'This social does not exist or was removed.',
    way: { text: 'Browse socials', href: '/sports' },
  },
  {
    name: 'chat conversation',
    address: '/chat?conversation={id}',
    call: 'GET /user/conversations/{id}',
    signedIn: true,
    headline: 'Conversation not found',
    reason: 'This conversation is not yours or no longer exists.',
    way: { text: 'Back to chats', href: '/chat' },
  },
  {
    name: 'chat group',
    address: '/chat?tab=social&conversation={id}',
    call: 'GET /user/conversations/{id}',
    signedIn: true,
    headline: 'Conversation not found',
    reason: 'This conversation is not yours or no longer exists.',
    way: { text: 'Back to chats', href: '/chat' },
  },
  {
    name: 'chat with a player',
    address: '/chat?user={id}',
    call: 'POST /user/conversations',
    signedIn: true,
    headline: 'Player not found',
    reason: 'This player does not exist or has closed their account.',
    way: { text: 'Back to chats', href: '/chat' },
  },
  {
    name: 'stadium',
    address: '/stadiums/{id}',
    call: 'GET /stadiums/{id}',
    headline: 'Stadium not found',
    way: { text: 'Choose a stadium', href: '/book' },
  },
  {
    name: 'sport at a stadium',
    address: '/stadiums/{id}/badminton',
    call: 'GET /stadiums/{id}',
    headline: 'Stadium not found',
    way: { text: 'Choose a stadium', href: '/book' },
  },
  {
    name: 'court confirmation',
    address: '/stadiums/{id}/badminton/court/1?date=2030-01-01&time=10:00',
    call: 'GET /stadiums/{id}',
    headline: 'Stadium not found',
    way: { text: 'Choose a stadium', href: '/book' },
  },
  {
    name: 'training venue',
    address: '/training/badminton/venue/{id}',
    call: 'GET /training/badminton/venues/{id}',
    headline: 'There is no badminton training at this venue.',
    way: { text: 'Browse Badminton venues', href: '/training/badminton' },
  },
  {
    name: 'coach',
    address: '/training/badminton/venue/msac/coach/{id}',
    call: 'GET /training/coaches/{id}',
    headline: 'Coach not found',
    reason: 'This coach does not exist or no longer teaches here.',
    way: { text: 'Browse Badminton venues', href: '/training/badminton' },
  },
  {
    name: 'player profile',
    address: '/profile/{id}',
    call: 'GET /users/{id}',
    signedIn: true,
    headline: 'Player not found',
    reason: 'This player does not exist or has closed their account.',
    way: { text: 'Back to friends', href: '/friends' },
  },
];

const MALFORMED = 'not-an-id';
const UNKNOWN = '0b7e2a4c-9d1f-4c55-8a3e-5f6a7b8c9d0e';
const VALIDATION_TEXT = 'id must be a valid id';

const ANSWERS: Record<string, { id: string; answer: FakeResponse }> = {
  'a malformed id': {
    id: MALFORMED,
    answer: {
      status: 400,
      body: {
        message: VALIDATION_TEXT,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'id', message: VALIDATION_TEXT }],
      },
    },
  },
  'an unknown id': { id: UNKNOWN, answer: failure(404, 'Not found', 'ROUTE_NOT_FOUND') },
};

function open(link: BadLink, id: string, answer: FakeResponse) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  if (link.signedIn) setTokenCookie(makeToken());
  const { requests } = fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /user/conversations': ok([]),
    'GET /user/notifications': ok([]),
    [link.call.replace('{id}', id)]: answer,
  });
  renderApp(link.address.replace('{id}', id));
  return requests;
}

describe.each(Object.entries(ANSWERS))('an address with %s', (_, { id, answer }) => {
  it.each(BAD_LINKS.map((link) => [link.name, link] as const))(
    '%s says what is missing and the way on',
    async (_name, link) => {
      const requests = open(link, id, answer);
      expect(await screen.findByText(link.headline, {}, LOAD)).toBeVisible();
      if (link.reason) expect(screen.getByText(link.reason)).toBeVisible();
      const way = screen.getByRole('link', { name: link.way.text });
      expect(way).toHaveAttribute('href', link.way.href);
      expect(screen.queryByText(VALIDATION_TEXT)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      // Nothing asks again: the answer will not change.
      const [method, path] = link.call.replace('{id}', id).split(' ');
      const asked = requests.filter((r) => r.method === method && r.path === path);
      expect(asked).toHaveLength(1);
    },
  );
});

describe('a failure asking again can mend', () => {
  it('still offers Try again (a server fault)', async () => {
    const link = BAD_LINKS[0];
    if (link === undefined) throw new Error('no link');
    open(link, UNKNOWN, failure(500, 'Something went wrong on our side. Please try again.'));
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Social not found')).toBeNull();
  }, 20_000);

  it('a conversation refused to another member reads as not theirs', async () => {
    const link = BAD_LINKS[2];
    if (link === undefined) throw new Error('no link');
    open(link, UNKNOWN, failure(403, 'You are not a member of this conversation', 'NOT_A_MEMBER'));
    expect(await screen.findByText('Conversation not found', {}, LOAD)).toBeVisible();
    expect(screen.getByText('This conversation is not yours or no longer exists.')).toBeVisible();
  });
});
