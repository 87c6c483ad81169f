import { messageOf } from '@betterplay/contracts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { askForPasswordReset } from './account-api.ts';
import { ForgotPasswordView } from './forgot-password-view.tsx';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack(): void;
}

/** The sign-in dialog's 'Forgot your password?': asks for a reset link, then says it is sent. */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const request = useSendOnce({ mutationFn: askForPasswordReset });
  return (
    <ForgotPasswordView
      defaultEmail={defaultEmail}
      sent={request.isSuccess}
      sending={request.isPending}
      error={request.error ? messageOf(request.error) : null}
      onSend={(values) => request.mutate(values)}
      onBack={onBack}
    />
  );
}
