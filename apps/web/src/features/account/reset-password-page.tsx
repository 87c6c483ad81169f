import { ACCOUNT_MESSAGES } from '@betterplay/contracts';
import { Button, Card, CardContent, PageHeader } from '@betterplay/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { ApiError } from '../../lib/api-client.ts';
import { openSignInDialogWith } from '../auth/sign-in-events.ts';
import { formFailureOf } from './form-failure.ts';
import { LinkProblem } from './link-problem.tsx';
import { linkTokenOf } from './link-token.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useResetPassword } from './use-reset-password.ts';

export const RESET_TEXTS = {
  title: 'Choose a New Password',
  description: 'You will be signed in here, and signed out on every other device.',
  askAgain: 'Ask for a new link',
} as const;

/** Opens the sign-in dialog at 'Forgot your password?', which mails a new link. */
function AskAgainButton() {
  return (
    <Button type="button" onClick={() => openSignInDialogWith({ forgotPassword: true })}>
      {RESET_TEXTS.askAgain}
    </Button>
  );
}

/** /reset-password?token=: the page a password-reset mail links to. */
export function ResetPasswordPage() {
  const headingRef = usePageTitle(RESET_TEXTS.title);
  const token = linkTokenOf(useSearchParams()[0]);
  const reset = useResetPassword();
  const { error } = reset;
  const failure = useMemo(() => (error ? formFailureOf(error, 'password') : null), [error]);

  return (
    <section className="mx-auto grid w-full max-w-md gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={RESET_TEXTS.title}
        headingRef={headingRef}
        description={RESET_TEXTS.description}
      />
      {token === null ? (
        <LinkProblem message={ACCOUNT_MESSAGES.tokenMissing} action={<AskAgainButton />} />
      ) : error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID' ? (
        <LinkProblem message={error.message} action={<AskAgainButton />} />
      ) : (
        <Card>
          <CardContent className="px-4 sm:px-6">
            <ResetPasswordForm
              token={token}
              saving={reset.isPending}
              failure={failure}
              onReset={(values) => reset.mutate(values)}
            />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
