import { useQuery } from '@tanstack/react-query';
import { myProfileQueryOptions } from '../auth/auth-api.ts';
import { useResendVerification } from './use-resend-verification.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The banner, while the signed-in person's profile says their email is not verified. */
export function UnverifiedEmailNotice({ userId }: { userId: string }) {
  // The query the session keeps (features/auth/profile-sync.tsx): no request of its own.
  const { data: profile } = useQuery({ ...myProfileQueryOptions(userId), retry: false });
  const resend = useResendVerification();
  if (!profile || profile.emailVerified) return null;
  return (
    <VerifyEmailBanner
      email={profile.email}
      sending={resend.isPending}
      onResend={() => resend.mutate()}
    />
  );
}
