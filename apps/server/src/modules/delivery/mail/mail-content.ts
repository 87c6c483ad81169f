import {
  courtBookingEvent,
  formatCents,
  localDateTime,
  singleEventCalendar,
  type CourtBooking,
} from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import { findOffer } from '../../waitlist/waitlist-repository.ts';
import { findById as findSocialById } from '../../socials/socials-repository.ts';
import type { MailBody } from './mail-layout.ts';
import type { MailContent } from './mails-from-events.ts';

/** A mail's words, before the layout and the unsubscribe link are added. */
export type Composed = {
  subject: string;
  body: Omit<MailBody, 'unsubscribeUrl'>;
  attachments?: { filename: string; content: string; contentType: string }[];
};

type Context = { db: Database; now: Date; publicUrl: string };

const when = (at: Date) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
const time = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);

const bookingStart = (booking: CourtBooking) => localDateTime(booking.date, booking.time);
const courtAt = (booking: CourtBooking) => `${booking.court.name} at ${booking.stadium.name}`;
const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The mail for one delivery, or null when there is nothing to say any more (an offer already
 * taken, declined or lapsed has no reason to be mailed or warned about).
 */
export async function composeMail(
  context: Context,
  content: MailContent,
): Promise<Composed | null> {
  const link = (path: string) => `${context.publicUrl}${path}`;
  switch (content.kind) {
    // Composed with the server's secret, by account-mail.ts.
    case 'account':
      return null;
    case 'join-request':
      return {
        subject: `New request to join ${content.socialName}`,
        body: {
          heading: `${content.requester} wants to join ${content.socialName}`,
          paragraphs: [
            `${content.requester} asked for a place at ${content.socialName}. Accept or reject the request from your dashboard.`,
          ],
          action: { label: 'Review requests', url: link('/organiser') },
          reason: `You get this because you organise ${content.socialName}.`,
        },
      };
    case 'request-decided':
      return content.accepted
        ? {
            subject: `You're in: ${content.socialName}`,
            body: {
              heading: `You're in: ${content.socialName}`,
              paragraphs: [
                `Your request to join ${content.socialName} was accepted. See you there!`,
              ],
              action: { label: 'See my activity', url: link('/activity') },
              reason: `You get this because you asked to join ${content.socialName}.`,
            },
          }
        : {
            subject: `Your request to join ${content.socialName}`,
            body: {
              heading: `No place at ${content.socialName} this time`,
              paragraphs: [
                `Your request to join ${content.socialName} was not accepted. There are more socials to join.`,
              ],
              action: { label: 'Find a social', url: link('/sports') },
              reason: `You get this because you asked to join ${content.socialName}.`,
            },
          };
    case 'waitlist-offer':
    case 'offer-lapsing':
      return offerMail(context, content, link);
    case 'reminder':
      if ('booking' in content) {
        const { booking } = content;
        return {
          subject: `Starting soon: ${courtAt(booking)}`,
          body: {
            heading: `${courtAt(booking)} at ${time(bookingStart(booking))}`,
            paragraphs: [`Your court starts within two hours. ${booking.stadium.address}.`],
            action: { label: 'See my bookings', url: link('/activity') },
            reason: 'You get this because you play on this court.',
          },
        };
      }
      return {
        subject: `Starting soon: ${content.socialName}`,
        body: {
          heading: `${content.socialName} starts within two hours`,
          paragraphs: [
            'Your place is held. If you can no longer come, give it up so someone in line can play.',
          ],
          action: { label: 'See my activity', url: link('/activity') },
          reason: `You get this because you have a place at ${content.socialName}.`,
        },
      };
    case 'chat-message': {
      const sender = personName(content.message.sender);
      const body = content.message.body;
      return {
        subject: `New message from ${sender}`,
        body: {
          heading: `${sender} wrote`,
          paragraphs: [body.length > 500 ? `${body.slice(0, 500)}…` : body],
          action: { label: 'Reply', url: link('/chat') },
          reason: 'You get this because you are in this conversation.',
        },
      };
    }
    case 'court-booking':
      return courtBookingMail(content.booking, context, link);
    case 'refund': {
      if (!('booking' in content)) {
        return {
          subject: `Refund of ${formatCents(content.amountCents)}: ${content.socialName}`,
          body: {
            heading: `${formatCents(content.amountCents)} is on its way back to you`,
            paragraphs: [
              `For your place at ${content.socialName}, which you no longer hold. Refunds reach your card within a few working days.`,
            ],
            action: { label: 'See my payments', url: link('/profile') },
            reason: `You get this because you paid for a place at ${content.socialName}.`,
          },
        };
      }
      const { booking } = content;
      return {
        subject: `Refund of ${formatCents(booking.refundedCents)}: ${courtAt(booking)}`,
        body: {
          heading: `${formatCents(booking.refundedCents)} is on its way back to you`,
          paragraphs: [
            `For ${courtAt(booking)} on ${when(bookingStart(booking))}${booking.status === 'cancelled' ? ', which you cancelled' : ''}. Refunds reach your card within a few working days.`,
          ],
          action: { label: 'See my bookings', url: link('/activity') },
          reason: 'You get this because you booked this court.',
        },
      };
    }
    case 'split-invitation': {
      const { booking } = content;
      const share = booking.shares.find((candidate) => candidate.id === content.shareId);
      if (!share) return null;
      const owner = personName(booking.owner);
      return {
        subject: `${owner} invited you to share a court`,
        body: {
          heading: `Share ${courtAt(booking)} with ${owner}`,
          paragraphs: [
            `${owner} booked ${courtAt(booking)} (${booking.stadium.address}) for ${when(bookingStart(booking))} and invited you to pay your share of ${formatCents(share.amountCents)}.`,
            'Pay with a saved card or a new one from your activity page before the game starts.',
          ],
          action: { label: 'Pay my share', url: link('/activity') },
          reason: `You get this because ${owner} invited you.`,
        },
      };
    }
  }
}

async function offerMail(
  context: Context,
  content: Extract<MailContent, { kind: 'waitlist-offer' | 'offer-lapsing' }>,
  link: (path: string) => string,
): Promise<Composed | null> {
  const offer = await findOffer(context.db, content.offerId);
  if (offer?.status !== 'open' || offer.expiresAt <= context.now) return null;
  const social = await findSocialById(context.db, content.socialId, context.now);
  if (!social) return null;
  const deadline = time(offer.expiresAt);
  const reason = `You get this because you joined the waitlist of ${social.name}.`;
  const action = { label: 'Take the place', url: link('/activity') };
  return content.kind === 'waitlist-offer'
    ? {
        subject: `A place is yours: ${social.name}`,
        body: {
          heading: `A place at ${social.name} is yours until ${deadline}`,
          paragraphs: [
            `A place opened up and it is held for you until ${when(offer.expiresAt)}. Take it before then, or it passes to the next in line.`,
          ],
          action,
          reason,
        },
      }
    : {
        subject: `10 minutes left: your place at ${social.name}`,
        body: {
          heading: `Your place at ${social.name} goes at ${deadline}`,
          paragraphs: [
            'The place held for you passes to the next in line in 10 minutes unless you take it.',
          ],
          action,
          reason,
        },
      };
}

function courtBookingMail(
  booking: CourtBooking,
  context: Context,
  link: (path: string) => string,
): Composed {
  const hours = booking.durationHours === 1 ? '1 hour' : `${booking.durationHours} hours`;
  const url = link('/activity');
  return {
    subject: `Court booked: ${courtAt(booking)}`,
    body: {
      heading: `${booking.court.name} is yours`,
      paragraphs: [
        `${courtAt(booking)}, ${booking.stadium.address}.`,
        `${when(bookingStart(booking))} for ${hours}. Paid: ${formatCents(booking.priceCents)}.`,
        'The attached calendar file adds it to your calendar.',
      ],
      action: { label: 'See my bookings', url },
      reason: 'You get this because you booked this court.',
    },
    attachments: [
      {
        filename: 'court-booking.ics',
        content: singleEventCalendar(
          courtBookingEvent(booking, {
            status: 'CONFIRMED',
            description: 'You booked this court.',
            url,
          }),
          context.now,
        ),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
