import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@betterplay/ui';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {texts.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.body}</DialogDescription>
        </DialogHeader>
        {error === null ? null : (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{texts.keep}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={signingOut} onClick={onConfirm}>
            {signingOut ? texts.busy : texts.button}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
