import { useToast } from '@betterplay/ui';
import { lazy, Suspense, useState } from 'react';

// Radix's toast and its layers weigh about 10 KB gzip, which a first visit showing no toast skips.
const Toaster = lazy(async () => ({ default: (await import('./toaster.ts')).Toaster }));

/**
 * The app's `<Toaster />`, loaded with the first toast raised (`toast()` keeps it in the store
 * meanwhile, so it shows as soon as the chunk arrives) and mounted from then on.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
