import { ACCOUNT_MESSAGES, messageOf } from '@betterplay/contracts';
import { Button, PageHeader } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { LinkProblem } from './link-problem.tsx';
import { ResendButton } from './resend-button.tsx';
import { linkTokenOf } from './link-token.ts';
import { useResendVerification } from './use-resend-verification.ts';
import { useVerifyEmail } from './use-verify-email.ts';

export const VERIFY_TEXTS = {
  title: 'Verify Your Email',
  verifying: 'Verifying your email address...',
  continue: 'Continue',
} as const;

/** A new link comes from the app: signed in, 'Resend'; signed out, signing in first. */
function NewLinkAction() {
  const signedIn = useAuth().user !== null;
  const resend = useResendVerification();
  return signedIn ? (
    <ResendButton sending={resend.isPending} onResend={() => resend.mutate()} />
  ) : (
    <Button type="button" onClick={openSignInDialog}>
      Sign In
    </Button>
  );
}

/** /verify-email?token=: the page a verification mail links to; it follows the link at once. */
export function VerifyEmailPage() {
  const headingRef = usePageTitle(VERIFY_TEXTS.title);
  const token = linkTokenOf(useSearchParams()[0]);
  const verification = useVerifyEmail(token);

  return (
    <section className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={VERIFY_TEXTS.title} headingRef={headingRef} />
      {token === null ? (
        <LinkProblem message={ACCOUNT_MESSAGES.tokenMissing} action={<NewLinkAction />} />
      ) : verification.isError ? (
        <LinkProblem message={messageOf(verification.error)} action={<NewLinkAction />} />
      ) : (
        // One live region from 'Verifying...' to the answer, so screen readers hear the change.
        <div className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6">
          <p role="status" className="flex items-center gap-3 font-medium">
            {verification.isSuccess ? (
              ACCOUNT_MESSAGES.emailVerified
            ) : (
              <>
                <LoaderCircle
                  aria-hidden
                  className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
                />
                {VERIFY_TEXTS.verifying}
              </>
            )}
          </p>
          {verification.isSuccess ? (
            <div>
              <Button asChild>
                <Link to="/">{VERIFY_TEXTS.continue}</Link>
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
