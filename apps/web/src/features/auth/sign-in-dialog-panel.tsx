import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@betterplay/ui';
import { useEffect, useRef, useState } from 'react';
import { FORGOT_TEXTS } from '../account/forgot-password-view.tsx';
import { ForgotPasswordForm } from '../account/forgot-password-form.tsx';
import type { SignInDialogView } from './sign-in-events.ts';
import { SignInForm } from './sign-in-form.tsx';

export interface SignInDialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `navigating`: the form moved on to another page (after signing in, or to sign up) */
  onClose: (navigating: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** Where signing up from here returns (null: the sign-up page's own default). */
  afterSignUp?: string | null;
  /** the form shown: signing in, or asking for a password-reset link */
  view?: SignInDialogView;
  onViewChange?: (view: SignInDialogView) => void;
}

/** The dialog itself, with its form: a chunk of its own, loaded when the dialog first opens. */
export function SignInDialogPanel({
  open,
  onOpenChange,
  onClose,
  onCloseAutoFocus,
  afterSignUp = null,
  view = 'sign-in',
  onViewChange = () => {},
}: SignInDialogPanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // The email typed on one form fills the other's, while the dialog stays open.
  const [email, setEmail] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Adjusting state while rendering: each opening starts with empty forms.
    setWasOpen(open);
    if (open) setEmail('');
  }
  const switched = useRef(false);

  const switchTo = (next: SignInDialogView, typed: string) => {
    setEmail(typed);
    switched.current = true;
    onViewChange(next);
  };

  // The button that switched forms is gone with its form: the new form's field takes the focus.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    contentRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [view]);

  const forgotten = view === 'forgot-password';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{forgotten ? FORGOT_TEXTS.title : 'Sign In'}</DialogTitle>
          <DialogDescription>
            {forgotten
              ? FORGOT_TEXTS.description
              : 'Enter your credentials to access your account.'}
          </DialogDescription>
        </DialogHeader>
        {forgotten ? (
          <ForgotPasswordForm defaultEmail={email} onBack={() => switchTo('sign-in', email)} />
        ) : (
          <SignInForm
            onClose={onClose}
            afterSignUp={afterSignUp}
            defaultEmail={email}
            onForgotPassword={(typed) => switchTo('forgot-password', typed)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
