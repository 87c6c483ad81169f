import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { Check, LoaderCircle, X } from 'lucide-react';
import type { Ref } from 'react';
import type { RequestDecision } from './organizer-api.ts';
import { useRejectWithUndo } from './use-reject-with-undo.ts';
import { useRequestDecision } from './use-request-decision.ts';

interface RequestActionsProps {
  request: OrganizerJoinRequest;
  /** The Accept button, which the list focuses when the request before it is decided. */
  acceptRef: Ref<HTMLButtonElement>;
  /** Called as a decision is sent, before the row may disappear. */
  onDecide: (requestId: string) => void;
}

// aria-disabled rather than disabled while busy: a disabled button drops the keyboard focus.
const busyClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

export function RequestActions({ request, acceptRef, onDecide }: RequestActionsProps) {
  const decision = useRequestDecision(request.id);
  const rejectWithUndo = useRejectWithUndo();
  const fullName = `${request.firstName} ${request.lastName}`;
  const acting = decision.isPending ? decision.variables : null;

  const decide = (choice: RequestDecision) => {
    if (decision.isPending) return;
    onDecide(request.id);
    if (choice === 'reject') rejectWithUndo(request);
    else decision.mutate(choice);
  };

  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
      <Button
        ref={acceptRef}
        size="sm"
        className={busyClass}
        aria-label={`Accept ${fullName} for ${request.socialName}`}
        aria-disabled={decision.isPending || undefined}
        onClick={() => decide('accept')}
      >
        {acting === 'accept' ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Check aria-hidden />
        )}
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        className={busyClass}
        aria-label={`Reject ${fullName} for ${request.socialName}`}
        aria-disabled={decision.isPending || undefined}
        onClick={() => decide('reject')}
      >
        {acting === 'reject' ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <X aria-hidden />
        )}
        Reject
      </Button>
    </div>
  );
}
