import type {
  ChatMessage,
  CoachProfile,
  CoachSummary,
  ConversationSummary,
  TrainingVenue,
  TrainingVenueCard,
} from '@betterplay/contracts';

/** Test data shaped like the API's answers. */

export const EMMA_ID = '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10';

export function makeCoach(overrides: Partial<CoachSummary> = {}): CoachSummary {
  return {
    id: EMMA_ID,
    firstName: 'Emma',
    lastName: 'Thompson',
    gender: 'Female',
    qualification: 'Badminton Australia Level 2 Coach',
    ratePerHourCents: 3500,
    image: '',
    ...overrides,
  };
}

const liam = makeCoach({
  id: '6c1d9e2f-7b66-4b54-8d2f-1a5c2a3c0e21',
  firstName: 'Liam',
  lastName: 'Brown',
  gender: 'Male',
  qualification: 'Badminton Australia Level 1 Coach',
  ratePerHourCents: 3000,
});

export function makeVenueCard(overrides: Partial<TrainingVenueCard> = {}): TrainingVenueCard {
  return {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    coaches: [liam, makeCoach()],
    minRatePerHourCents: 3000,
    maxRatePerHourCents: 3500,
    ...overrides,
  };
}

export const eagleCard = makeVenueCard({
  id: 'eagle-stadium',
  name: 'Eagle Stadium',
  address: '10 Eagle Dr, Werribee VIC 3030',
  coaches: [
    makeCoach({
      id: '7d2e0f30-8c77-4c65-9e30-2b6d3b4d1f32',
      firstName: 'Raj',
      lastName: 'Singh',
      ratePerHourCents: 2500,
    }),
  ],
  minRatePerHourCents: 2500,
  maxRatePerHourCents: 2500,
});

export function makeVenue(overrides: Partial<TrainingVenue> = {}): TrainingVenue {
  return {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    sports: ['badminton', 'tennis'],
    coaches: [liam, makeCoach()],
    ...overrides,
  };
}

export function makeCoachProfile(overrides: Partial<CoachProfile> = {}): CoachProfile {
  return {
    ...makeCoach(),
    bio: 'Former state singles champion who loves helping beginners find their footwork.',
    schedule: ['Mon 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'],
    sports: ['badminton', 'tennis'],
    venue: { id: 'msac', name: 'MSAC', address: 'Aughtie Dr, Albert Park VIC 3206' },
    ...overrides,
  };
}

export function makeConversation(
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    id: '9f4a2b3c-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
    kind: 'direct',
    title: 'Emma Thompson',
    avatar: '',
    otherUser: { id: EMMA_ID, firstName: 'Emma', lastName: 'Thompson', avatar: '' },
    social: null,
    memberCount: 2,
    lastMessage: null,
    unreadCount: 0,
    muted: false,
    lastReadMessageId: '0',
    othersReadUpTo: '0',
    updatedAt: '2099-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '1',
    conversationId: makeConversation().id,
    clientId: 'client-1',
    sender: { id: 'user-1', firstName: 'Alex', lastName: 'Morgan', avatar: '' },
    body: 'Hello',
    createdAt: '2099-01-01T10:00:00.000Z',
    ...overrides,
  };
}
