import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  OPEN_SIGN_IN_DIALOG_EVENT,
  type SignInDialogOptions,
  type SignInDialogView,
} from './sign-in-events.ts';

// The dialog and its form (Radix Dialog, react-hook-form, the contracts' zod schema) load when
// it first opens, not with every page.
const SignInDialogPanel = lazy(async () => ({
  default: (await import('./sign-in-dialog-panel.tsx')).SignInDialogPanel,
}));

/** Where focus goes when the element that opened the dialog is gone (a Sign In button replaced by Sign Out). */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  (heading ?? document.querySelector<HTMLElement>('main'))?.focus({ preventScroll: true });
}

/** Mounted once in the layout; any screen opens it with `openSignInDialog()`. */
export function SignInDialog() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [afterSignUp, setAfterSignUp] = useState<string | null>(null);
  const [view, setView] = useState<SignInDialogView>('sign-in');
  const isOpen = useRef(false);
  // Radix returns focus to a Dialog.Trigger; this dialog opens on an event and has none, so it
  // remembers the element that had focus, and gives it back unless the app navigates away.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(true);

  const changeOpen = useCallback((next: boolean) => {
    isOpen.current = next;
    setOpen(next);
    if (next) setEverOpened(true);
  }, []);

  const close = useCallback(
    (navigating: boolean) => {
      // The next page's heading takes focus (usePageTitle): the old page's opener must not steal it.
      returnFocus.current = !navigating;
      changeOpen(false);
    },
    [changeOpen],
  );

  useEffect(() => {
    const show = (event: Event) => {
      if (isOpen.current) return;
      const options: SignInDialogOptions | null =
        event instanceof CustomEvent ? (event.detail as SignInDialogOptions | null) : null;
      setAfterSignUp(options?.afterSignUp ?? null);
      setView(options?.forgotPassword ? 'forgot-password' : 'sign-in');
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      returnFocus.current = true;
      changeOpen(true);
    };
    document.addEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    window.addEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    return () => {
      document.removeEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
      window.removeEventListener(OPEN_SIGN_IN_DIALOG_EVENT, show);
    };
  }, [changeOpen]);

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (!returnFocus.current) return;
    if (target?.isConnected) target.focus();
    else focusPageHeading();
  };

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialogPanel
        open={open}
        onOpenChange={(next) => (next ? changeOpen(true) : close(false))}
        onClose={close}
        onCloseAutoFocus={onCloseAutoFocus}
        afterSignUp={afterSignUp}
        view={view}
        onViewChange={setView}
      />
    </Suspense>
  );
}
