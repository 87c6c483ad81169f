import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@betterplay/ui';
import { useCallback, useEffect, useState } from 'react';
import { OPEN_SIGN_IN_DIALOG_EVENT } from './sign-in-events.ts';
import { SignInForm } from './sign-in-form.tsx';

/** Mounted once in the layout; any screen opens it with `openSignInDialog()`. */
export function SignInDialog() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const show = () => setOpen(true);
    document.addEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    window.addEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    return () => {
      document.removeEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
      window.removeEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    };
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign In</DialogTitle>
          <DialogDescription>Enter your credentials to access your account.</DialogDescription>
        </DialogHeader>
        <SignInForm onClose={close} />
      </DialogContent>
    </Dialog>
  );
}
