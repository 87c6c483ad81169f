import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@betterplay/ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';

interface MessageSentDialogProps {
  open: boolean;
  /** The chat opens on the conversation with this user. */
  coachId: string;
  /** Closed, or left for the chat. */
  onClose: () => void;
  /** Where focus goes once it closes: the dialog opened after another, not from a trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** 'Message Sent', with the way to the conversation the enquiry went into. */
export function MessageSentDialog({
  open,
  coachId,
  onClose,
  returnFocusTo,
}: MessageSentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      {/* Its own Close button is the way out: a second 'Close' in the corner would repeat it. */}
      <DialogContent
        className="sm:max-w-md"
        hideCloseButton
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Gone when the link left for the chat: the next page's heading takes the focus.
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Message Sent</DialogTitle>
          <DialogDescription>
            Message sent:{' '}
            <Link
              to={`/chat?user=${encodeURIComponent(coachId)}`}
              onClick={onClose}
              className="font-medium text-primary underline underline-offset-4"
            >
              View enquiry in chat
            </Link>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
