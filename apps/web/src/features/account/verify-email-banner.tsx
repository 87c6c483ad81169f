import { EmailText } from '@betterplay/ui';
import { ResendButton } from './resend-button.tsx';

export const BANNER_LABEL = 'Email verification';

export interface VerifyEmailBannerProps {
  email: string;
  sending: boolean;
  onResend(): void;
}

/** A quiet line under the header while the signed-in person's email is not verified yet. */
export function VerifyEmailBanner({ email, sending, onResend }: VerifyEmailBannerProps) {
  return (
    <section aria-label={BANNER_LABEL} className="border-b bg-muted text-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="min-w-0 flex-1 basis-60 text-sm">
          Please verify your email address. We sent a link to <EmailText email={email} />.
        </p>
        <ResendButton size="sm" variant="outline" sending={sending} onResend={onResend} />
      </div>
    </section>
  );
}
