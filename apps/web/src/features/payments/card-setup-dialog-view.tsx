import { CARD_SETUP_TEXTS, TEXT_LIMITS } from '@betterplay/contracts';
import {
  CARD_SETUP_BUSY_STATES,
  type CardSetupFailure,
  type CardSetupStateValue,
} from '@betterplay/machines';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@betterplay/ui';
import type { ReactNode, Ref, RefObject } from 'react';
import { BUSY_TEXTS, failureText } from './card-setup-texts.ts';

export interface CardSetupDialogViewProps {
  /** The card setup machine's state: the dialog is open in every state but closed and saved. */
  state: CardSetupStateValue;
  cardholderName: string;
  failure: CardSetupFailure | null;
  /** The provider's card field: the sandbox form or Stripe's CardElement. */
  cardField: ReactNode;
  onCardholderChange(value: string): void;
  onSubmit(): void;
  onClose(): void;
  nameRef?: Ref<HTMLInputElement>;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const isBusy = (state: CardSetupStateValue) =>
  (CARD_SETUP_BUSY_STATES as readonly CardSetupStateValue[]).includes(state);

/** The product's 'Update Payment Details' dialog, drawn from the card setup machine's state. */
export function CardSetupDialogView({
  state,
  cardholderName,
  failure,
  cardField,
  onCardholderChange,
  onSubmit,
  onClose,
  nameRef,
  returnFocusRef,
}: CardSetupDialogViewProps) {
  const open = state !== 'closed' && state !== 'saved';
  const busy = isBusy(state);
  // While the card is on its way the dialog stays: Escape and outside clicks do nothing.
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        onEscapeKeyDown={holdWhileBusy}
        onInteractOutside={holdWhileBusy}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusRef?.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{CARD_SETUP_TEXTS.title}</DialogTitle>
          <DialogDescription>
            The card is saved as your default for court bookings.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid min-w-0 gap-4"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <FormField
            id="cardholder-name"
            label="Cardholder Name"
            error={undefined}
            count={{ length: cardholderName.length, max: TEXT_LIMITS.cardholderName }}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                ref={nameRef}
                name="cardholderName"
                autoComplete="cc-name"
                value={cardholderName}
                onChange={(event) => onCardholderChange(event.target.value)}
              />
            )}
          </FormField>
          {cardField}
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {BUSY_TEXTS[state] ?? ''}
          </p>
          {state === 'failed' && failure ? (
            <p className="text-sm font-medium text-destructive">{failureText(failure)}</p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? CARD_SETUP_TEXTS.saving : CARD_SETUP_TEXTS.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
