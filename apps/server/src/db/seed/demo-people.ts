import { ORGANISER, OTHER_PLAYERS, PLAYER, type DemoUser } from './demo-users.ts';

const [sam, jordan, priya, , mei, , , ethan] = OTHER_PLAYERS;
const player = (user: DemoUser | undefined) => {
  if (!user) throw new Error('a demo player is missing from OTHER_PLAYERS');
  return user;
};
export const SAM = player(sam);
export const JORDAN = player(jordan);
export const PRIYA = player(priya);
export const MEI = player(mei);
export const ETHAN = player(ethan);

/** Who added whom (friendship is following, not mutual). */
export const DEMO_FRIENDSHIPS: [follower: DemoUser, friend: DemoUser][] = [
  [PLAYER, ORGANISER],
  [PLAYER, SAM],
  [PLAYER, MEI],
  [PLAYER, PRIYA],
  [PLAYER, JORDAN],
  [ORGANISER, PLAYER],
  [ORGANISER, SAM],
  [ORGANISER, ETHAN],
  [SAM, PLAYER],
  [SAM, MEI],
  [MEI, PLAYER],
  [PRIYA, MEI],
];

export type DemoLine = {
  from: 'a' | 'b';
  body: string;
  /** minutes before the seed time */
  minutesAgo: number;
};

export type DemoConversation = {
  key: string;
  a: DemoUser;
  b: DemoUser;
  lines: DemoLine[];
  /** how many of the last lines `a` has not read yet (b has read everything) */
  unreadByA: number;
};

const DAY = 24 * 60;

/** Direct conversations with a few days of history; Alex has unread messages in two. */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    key: 'alex-olivia',
    a: PLAYER,
    b: ORGANISER,
    unreadByA: 1,
    lines: [
      { from: 'a', body: 'Hi Olivia, is there still room on Thursday night?', minutesAgo: 3 * DAY },
      {
        from: 'b',
        body: 'Yes! Two spots left. Send a request and I will accept it.',
        minutesAgo: 3 * DAY - 12,
      },
      {
        from: 'a',
        body: 'Done, thanks. Should I bring my own shuttles?',
        minutesAgo: 3 * DAY - 20,
      },
      {
        from: 'b',
        body: 'We have feather shuttles at the venue, just bring a racket.',
        minutesAgo: 2 * DAY,
      },
      { from: 'b', body: 'See you at 7. Court 3 this week.', minutesAgo: 90 },
    ],
  },
  {
    key: 'alex-sam',
    a: PLAYER,
    b: SAM,
    unreadByA: 2,
    lines: [
      { from: 'b', body: 'Good game on Sunday. Rematch?', minutesAgo: 4 * DAY },
      {
        from: 'a',
        body: 'Definitely. I need to work on my backhand clears first.',
        minutesAgo: 4 * DAY - 30,
      },
      { from: 'b', body: 'Ha, same. Weekend Warriors at MSAC on Saturday?', minutesAgo: 26 * 60 },
      { from: 'b', body: 'I can pick you up on the way.', minutesAgo: 25 * 60 },
    ],
  },
  {
    key: 'alex-mei',
    a: PLAYER,
    b: MEI,
    unreadByA: 0,
    lines: [
      { from: 'b', body: 'Are you playing mixed doubles this month?', minutesAgo: 6 * DAY },
      { from: 'a', body: 'Yes, if you still need a partner.', minutesAgo: 6 * DAY - 45 },
      { from: 'b', body: 'Perfect, I will sign us up.', minutesAgo: 5 * DAY },
    ],
  },
  {
    key: 'olivia-jordan',
    a: ORGANISER,
    b: JORDAN,
    unreadByA: 1,
    lines: [
      { from: 'a', body: 'Thanks for helping set up the nets last week.', minutesAgo: 2 * DAY },
      { from: 'b', body: 'Any time. Need a hand again this Friday?', minutesAgo: 20 * 60 },
    ],
  },
];

/** A few lines in some of Olivia's groups: from the organiser, then a member. */
export const DEMO_GROUP_LINES: {
  from: 'organiser' | 'member';
  body: string;
  minutesAgo: number;
}[] = [
  {
    from: 'organiser',
    body: 'Welcome everyone! Courts are booked, see you there.',
    minutesAgo: 2 * DAY,
  },
  { from: 'member', body: 'Looking forward to it. Is parking free?', minutesAgo: DAY },
  { from: 'organiser', body: 'Free after 6 pm in the main car park.', minutesAgo: DAY - 30 },
];

/** How many of Olivia's upcoming groups with Alex in them get the lines above. */
export const DEMO_GROUPS_WITH_MESSAGES = 3;
