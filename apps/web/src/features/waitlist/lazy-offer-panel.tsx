import { lazy, Suspense, type ComponentProps } from 'react';

// XState and the offer's machine load only when a place is offered: the social page, which
// every shared link opens, does not download or run them for the visitors who have no offer.
const OfferPanel = lazy(async () => ({ default: (await import('./offer-panel.tsx')).OfferPanel }));

/** The offer panel, loaded when first shown; mount it keyed by the offer, as OfferPanel. */
export function LazyOfferPanel(props: ComponentProps<typeof OfferPanel>) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading your offer…</p>}>
      <OfferPanel {...props} />
    </Suspense>
  );
}
