import {
  serverEventSchemas,
  type ChatMessage,
  type CourtBooking,
  type ServerEventName,
  type ServerEventPayload,
} from '@betterplay/contracts';
import type { MailKind } from '../delivery.schema.ts';

/** An event as the outbox stored it. */
export type StoredEvent = {
  key: string;
  event: string;
  payload: unknown;
  userIds: readonly string[];
};

/** What a mail says, as the event told it; the mail's words are made when it is sent. */
export type MailContent =
  | { kind: 'join-request'; socialId: string; socialName: string; requester: string }
  | { kind: 'request-decided'; socialId: string; socialName: string; accepted: boolean }
  | {
      kind: 'waitlist-offer' | 'offer-lapsing';
      offerId: string;
      socialId: string;
      expiresAt: string;
    }
  | { kind: 'reminder'; socialId: string; socialName: string }
  | { kind: 'reminder'; booking: CourtBooking }
  | { kind: 'chat-message'; message: Pick<ChatMessage, 'conversationId' | 'body' | 'sender'> }
  | { kind: 'court-booking' | 'refund'; booking: CourtBooking }
  | { kind: 'refund'; socialId: string; socialName: string; amountCents: number }
  | { kind: 'split-invitation'; booking: CourtBooking; shareId: string }
  /** an account's own link; the token sealed (lib/link-tokens.ts), its hash alone stored */
  | { kind: 'account'; purpose: 'reset-password' | 'verify-email'; sealedToken: string };

/** One mail to one person; `dedupeKey` makes a second announcement of the same thing send none. */
export type MailIntent = {
  dedupeKey: string;
  recipientId: string;
  kind: MailKind;
  content: MailContent;
  /** not before (the default: at once) */
  dueAt?: Date;
};

/** An offer-lapsing mail goes this long before the deadline, */
export const LAPSE_WARNING_MS = 10 * 60 * 1000;
/** and only for offers at least this long (a short one is all warning). */
const SHORTEST_WARNED_OFFER_MS = 20 * 60 * 1000;

const to = (
  recipientId: string,
  dedupeKey: string,
  content: MailContent,
  dueAt?: Date,
): MailIntent => ({ dedupeKey, recipientId, kind: content.kind, content, dueAt });

const parse = <E extends ServerEventName>(
  name: E,
  payload: unknown,
): ServerEventPayload<E> | undefined => {
  const parsed = serverEventSchemas[name].safeParse(payload);
  return parsed.success ? (parsed.data as ServerEventPayload<E>) : undefined;
};

/**
 * The mails an event asks for (none for most events). `now` is when the dispatcher reads it,
 * close to when it happened.
 */
export function mailsFrom(stored: StoredEvent, now: Date): MailIntent[] {
  switch (stored.event) {
    case 'notification:created': {
      const entry = parse('notification:created', stored.payload);
      const recipientId = stored.userIds[0];
      if (!entry || !recipientId || !entry.socialId) return [];
      const social = { socialId: entry.socialId, socialName: entry.socialName };
      const key = `event:${stored.key}`;
      if (entry.kind === 'join-request') {
        const requester = `${entry.firstName} ${entry.lastName}`.trim();
        return [to(recipientId, key, { kind: 'join-request', ...social, requester })];
      }
      if (entry.kind === 'request-accepted' || entry.kind === 'request-rejected') {
        const accepted = entry.kind === 'request-accepted';
        return [to(recipientId, key, { kind: 'request-decided', ...social, accepted })];
      }
      if (entry.kind === 'reminder') return [to(recipientId, key, { kind: 'reminder', ...social })];
      return [];
    }
    case 'waitlist:offered': {
      const offer = parse('waitlist:offered', stored.payload);
      const recipientId = stored.userIds[0];
      if (!offer || !recipientId) return [];
      const expiresAt = new Date(offer.expiresAt);
      const made = { offerId: offer.offerId, socialId: offer.socialId, expiresAt: offer.expiresAt };
      const mails = [
        to(recipientId, `offer:${offer.offerId}`, { kind: 'waitlist-offer', ...made }),
      ];
      if (expiresAt.getTime() - now.getTime() >= SHORTEST_WARNED_OFFER_MS) {
        const warnAt = new Date(expiresAt.getTime() - LAPSE_WARNING_MS);
        mails.push(
          to(
            recipientId,
            `offer-lapsing:${offer.offerId}`,
            { kind: 'offer-lapsing', ...made },
            warnAt,
          ),
        );
      }
      return mails;
    }
    case 'chat:message': {
      const message = parse('chat:message', stored.payload);
      if (!message) return [];
      const { conversationId, body, sender } = message;
      return stored.userIds
        .filter((userId) => userId !== sender.id)
        .map((userId) =>
          to(userId, `event:${stored.key}`, {
            kind: 'chat-message',
            message: { conversationId, body, sender },
          }),
        );
    }
    case 'social:refunded': {
      const refund = parse('social:refunded', stored.payload);
      const recipientId = stored.userIds[0];
      if (!refund || !recipientId) return [];
      return [to(recipientId, `event:${stored.key}`, { kind: 'refund', ...refund })];
    }
    case 'court-booking:changed': {
      const changed = parse('court-booking:changed', stored.payload);
      return changed ? bookingMails(changed.booking) : [];
    }
    default:
      return [];
  }
}

/**
 * A booking is announced on every change; each mail is keyed by what it is about, so the owner
 * hears once that it is booked, once per refund, and each invitee once of their share.
 */
function bookingMails(booking: CourtBooking): MailIntent[] {
  const owner = booking.owner.id;
  const mails: MailIntent[] = [];
  if (booking.status === 'paid') {
    mails.push(to(owner, `court-booking:${booking.id}`, { kind: 'court-booking', booking }));
  }
  if (booking.refundedCents > 0) {
    const key = `refund:${booking.id}:${booking.status}:${booking.refundedCents}`;
    mails.push(to(owner, key, { kind: 'refund', booking }));
  }
  for (const share of booking.shares) {
    if (share.status !== 'pending' || booking.status !== 'paid') continue;
    mails.push(
      to(share.user.id, `split-invitation:${share.id}`, {
        kind: 'split-invitation',
        booking,
        shareId: share.id,
      }),
    );
  }
  return mails;
}
