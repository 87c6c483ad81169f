import { useToast } from '@betterplay/ui';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../features/auth/auth-context.ts';

// Radix's toast and its layers weigh about 10 KB gzip, which a signed-out first visit skips.
const Toaster = lazy(async () => ({ default: (await import('./toaster.ts')).Toaster }));

/**
 * The app's `<Toaster />`, mounted from the first toast raised or as soon as someone is signed
 * in, whichever comes first. Signed in, live events raise toasts unprompted and close together
 * (the toaster shows one at a time), so it is ready before the first; signed out, a toast comes
 * from the visitor's own action and waits in `toast()`'s store until the chunk arrives.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const signedIn = useAuth().user !== null;
  const [needed, setNeeded] = useState(false);
  if (!needed && (signedIn || toasts.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
