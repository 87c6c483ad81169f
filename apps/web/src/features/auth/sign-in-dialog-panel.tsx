import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@betterplay/ui';
import { SignInForm } from './sign-in-form.tsx';

export interface SignInDialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `navigating`: the form moved on to another page (after signing in, or to sign up) */
  onClose: (navigating: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** Where signing up from here returns (null: the sign-up page's own default). */
  afterSignUp?: string | null;
}

/** The dialog itself, with its form: a chunk of its own, loaded when the dialog first opens. */
export function SignInDialogPanel({
  open,
  onOpenChange,
  onClose,
  onCloseAutoFocus,
  afterSignUp = null,
}: SignInDialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Sign In</DialogTitle>
          <DialogDescription>Enter your credentials to access your account.</DialogDescription>
        </DialogHeader>
        <SignInForm onClose={onClose} afterSignUp={afterSignUp} />
      </DialogContent>
    </Dialog>
  );
}
