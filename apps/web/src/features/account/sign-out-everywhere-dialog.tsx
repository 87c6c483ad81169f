import { Button, ConfirmDialog } from '@betterplay/ui';

export const SIGN_OUT_EVERYWHERE_TEXTS = {
  button: 'Sign out everywhere',
  title: 'Sign out everywhere?',
  body: 'Every device signed in to your account is signed out, this one too. Sign in again with your password.',
  keep: 'Stay signed in',
  busy: 'Signing out...',
} as const;

export interface SignOutEverywhereDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  signingOut: boolean;
  /** why the last attempt failed, in the server's words */
  error: string | null;
  onConfirm(): void;
}

/** 'Sign out everywhere' and the question before it. Closing returns focus to the button. */
export function SignOutEverywhereDialog({
  open,
  onOpenChange,
  signingOut,
  error,
  onConfirm,
}: SignOutEverywhereDialogProps) {
  const texts = SIGN_OUT_EVERYWHERE_TEXTS;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="outline">
          {texts.button}
        </Button>
      }
      title={texts.title}
      description={texts.body}
      error={error}
      keepLabel={texts.keep}
      confirmLabel={texts.button}
      busyLabel={texts.busy}
      busy={signingOut}
      onConfirm={onConfirm}
    />
  );
}
