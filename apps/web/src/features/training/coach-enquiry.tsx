import type { CoachProfile } from '@betterplay/contracts';
import { Button, toast } from '@betterplay/ui';
import { MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { EnquiryDialog } from './enquiry-dialog.tsx';
import { MessageSentDialog } from './message-sent-dialog.tsx';

/**
 * The Enquire button and its two dialogs: the message, then 'Message Sent'; closing that shows
 * the toast. Signed out, the button asks to sign in first: the message goes into a chat.
 */
export function CoachEnquiry({ coach }: { coach: CoachProfile }) {
  const user = useAuth().user;
  const [stage, setStage] = useState<'idle' | 'writing' | 'sent'>('idle');
  const enquireButton = useRef<HTMLButtonElement>(null);
  const name = `${coach.firstName} ${coach.lastName}`;

  // A coach looking at their own profile has no one to enquire with.
  if (user?.id === coach.id) return null;

  return (
    <div className="grid gap-2">
      <Button
        ref={enquireButton}
        className="h-11 w-full sm:w-fit"
        onClick={() => (user ? setStage('writing') : openSignInDialog())}
      >
        <MessageSquare aria-hidden />
        Enquire
      </Button>
      {user ? null : (
        <p className="text-sm text-muted-foreground">
          Sign in to send {coach.firstName} an enquiry.
        </p>
      )}
      <EnquiryDialog
        coach={coach}
        open={stage === 'writing'}
        onOpenChange={(open) => setStage(open ? 'writing' : 'idle')}
        onSent={() => setStage('sent')}
      />
      <MessageSentDialog
        open={stage === 'sent'}
        coachId={coach.id}
        returnFocusTo={enquireButton}
        onClose={() => {
          setStage('idle');
          toast({ title: `Message sent to ${name}` });
        }}
      />
    </div>
  );
}
