import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the button that opens it (a `Button`); focus returns to it when the dialog closes */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** what the confirmation says besides its description (what it refunds, what it ends) */
  children?: ReactNode;
  /** why the last attempt failed, in the server's words; shown as an alert */
  error: string | null;
  /** the button that closes it and changes nothing */
  keepLabel: string;
  /** the destructive button, and what it says while its request is on its way */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
}

/**
 * The one way to ask before something that cannot be taken back: a title, what will happen, the
 * last attempt's failure, and 'keep' beside the destructive confirmation, which waits while busy.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  error,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error === null ? null : (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
