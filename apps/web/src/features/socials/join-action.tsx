import type { Social } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { CalendarX2, CircleCheck, Clock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { joinSocialPath } from './social-paths.ts';
import type { ViewerStatus } from './use-social-viewer.ts';

export const PAST_SOCIAL_TEXT = 'This social has already taken place';

export function PastSocialNotice() {
  return (
    <p className="flex items-center gap-2 font-medium text-muted-foreground">
      <CalendarX2 className="size-5 shrink-0" aria-hidden />
      {PAST_SOCIAL_TEXT}
    </p>
  );
}

export const GOING_TEXT = "You're going";
export const REQUEST_SENT_TEXT = 'Request sent';

/** What a signed-in player already did about this social, in place of joining again. */
export function ViewerNotice({ status }: { status: 'going' | 'requested' }) {
  const going = status === 'going';
  const Icon = going ? CircleCheck : Clock;
  return (
    <p
      className={`flex items-center gap-2 font-medium ${going ? 'text-primary' : 'text-muted-foreground'}`}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {going ? GOING_TEXT : REQUEST_SENT_TEXT}
    </p>
  );
}

/** The player holds a place or waits for an answer: nothing to join. */
export function alreadyJoined(viewer: ViewerStatus | undefined): viewer is 'going' | 'requested' {
  return viewer === 'going' || viewer === 'requested';
}

interface JoinActionProps {
  social: Social;
  /** The signed-in player's standing ('none' signed out; undefined while it loads). */
  viewer?: ViewerStatus | undefined;
  /** The element that says why a full social cannot be joined (its attendee count). */
  reasonId: string;
  /** Every place is taken or held for a waitlist offer, though attendees may be fewer. */
  full?: boolean;
}

/**
 * Join while a spot is free; 'Spot not available' when full; nothing to join once it took place,
 * nor for a player already going or waiting for an answer.
 */
export function JoinAction({ social, reasonId, viewer, full = false }: JoinActionProps) {
  const navigate = useNavigate();
  if (social.isPast) return <PastSocialNotice />;
  if (alreadyJoined(viewer)) return <ViewerNotice status={viewer} />;
  if (full || social.attendees >= social.capacity) {
    // Looks disabled but stays focusable, so the reason can still be read out.
    return (
      <Button
        aria-disabled="true"
        aria-describedby={reasonId}
        className="cursor-not-allowed opacity-50 hover:bg-primary"
        onClick={(event) => event.preventDefault()}
      >
        Spot not available
      </Button>
    );
  }
  return (
    <Button onClick={() => void navigate(joinSocialPath(social.category, social.id))}>Join</Button>
  );
}
