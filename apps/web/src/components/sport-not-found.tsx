import type { ReactNode } from 'react';
import { NotFoundPage } from './not-found-page.tsx';

/** What a sport's pages show for a sport the feature does not offer (socials, training, courts). */
export function SportNotFound({ reason, choosePath }: { reason: ReactNode; choosePath: string }) {
  return (
    <NotFoundPage
      title="Sport not found"
      reason={reason}
      back={{ to: choosePath, text: 'Choose a sport' }}
    />
  );
}
