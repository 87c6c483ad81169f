import type { Social } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { CalendarX2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { joinSocialPath } from './social-paths.ts';

export const PAST_SOCIAL_TEXT = 'This social has already taken place';

export function PastSocialNotice() {
  return (
    <p className="flex items-center gap-2 font-medium text-muted-foreground">
      <CalendarX2 className="size-5 shrink-0" aria-hidden />
      {PAST_SOCIAL_TEXT}
    </p>
  );
}

interface JoinActionProps {
  social: Social;
  /** The element that says why a full social cannot be joined (its attendee count). */
  reasonId: string;
}

/** Join while a spot is free; 'Spot not available' when full; nothing to join once it took place. */
export function JoinAction({ social, reasonId }: JoinActionProps) {
  const navigate = useNavigate();
  if (social.isPast) return <PastSocialNotice />;
  if (social.attendees >= social.capacity) {
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
