import { Button, PageHeader } from '@betterplay/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAuth } from '../features/auth/auth-context.ts';
import { openSignInDialog } from '../features/auth/sign-in-events.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { usePageTitle } from './page-title.ts';
import { signInPromptOf } from './feature-routes.ts';

/** The sentence of the signed-in screen the address names ('Sign in to see your chat'). */
function useSignInPrompt(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const prompt = signInPromptOf(match.handle);
    if (prompt !== null) return prompt;
  }
  return null;
}

/**
 * A signed-in screen's address, signed out: it says what is there and opens the sign-in dialog.
 * Signing in shows the screen at this very address, query and all (the form stays on a page that
 * asks for it); closing the dialog leaves this page, with 'Sign In' to open it again.
 */
function SignInToSee({ prompt }: { prompt: string }) {
  const headingRef = usePageTitle(prompt);
  useEffect(() => {
    // After this commit: the layout's dialog starts listening in its own effect, which runs later.
    const timer = window.setTimeout(openSignInDialog, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={prompt}
        headingRef={headingRef}
        description="This page is part of your Better Play account."
      />
      <div>
        <Button className="h-11 sm:h-9" onClick={openSignInDialog}>
          Sign In
        </Button>
      </div>
    </section>
  );
}

/**
 * The product's signed-in screens exist only while a user is present. Signed out, their
 * addresses ask to sign in (see SignInToSee); a route without a prompt shows the home page, as
 * unknown paths do.
 */
export function SignedInOnly() {
  const signedIn = useAuth().user !== null;
  const prompt = useSignInPrompt();
  if (signedIn) return <Outlet />;
  return prompt === null ? <HomePage /> : <SignInToSee prompt={prompt} />;
}
