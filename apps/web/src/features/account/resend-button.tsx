import { Button, type ButtonProps } from '@betterplay/ui';

export interface ResendButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  sending: boolean;
  onResend(): void;
}

/** 'Resend': asks for a new verification link ('Sending...' while it goes). */
export function ResendButton({ sending, onResend, ...button }: ResendButtonProps) {
  return (
    <Button type="button" {...button} disabled={sending} onClick={onResend}>
      {sending ? 'Sending...' : 'Resend'}
    </Button>
  );
}
