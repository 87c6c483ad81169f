import type { OrganizerJoinRequest } from './join-requests.ts';
import type { Notification } from './notifications.ts';
import { JOIN_REQUEST_STATUSES } from './join-requests.ts';

export type Ack<T = null> = (answer: { data: T } | { error: string }) => void;

export type JoinRequestDecision = {
  id: string;
  socialId: string;
  socialName: string;
  status: Extract<(typeof JOIN_REQUEST_STATUSES)[number], 'accepted' | 'rejected'>;
};

export type AttendeesChange = {
  socialId: string;
  category: string;
  attendees: number;
  capacity: number;
};

/** What the server pushes. Rooms: user:<id> (after the JWT handshake), social:<id>, socials:<category>. */
export interface ServerToClientEvents {
  /** to the social's organiser */
  'join-request:created': (request: OrganizerJoinRequest) => void;
  /** to the player who asked */
  'join-request:decided': (decision: JoinRequestDecision) => void;
  /** to everyone watching that social or its sport's list */
  'social:attendees': (change: AttendeesChange) => void;
  /** to the recipient */
  'notification:created': (notification: Notification) => void;
  /** to the recipient, when the expiry job deletes them */
  'notification:expired': (payload: { ids: string[] }) => void;
}

/** What a browser may ask. Acks are `{ data } | { error }`. */
export interface ClientToServerEvents {
  /** follow live attendee counts of one social or of a sport's list */
  'socials:watch': (target: { socialId: string } | { category: string }, ack?: Ack) => void;
  'socials:unwatch': (target: { socialId: string } | { category: string }, ack?: Ack) => void;
}
