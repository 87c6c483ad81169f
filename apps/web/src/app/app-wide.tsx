import type { ComponentType } from 'react';
import { features } from './features.ts';

/** What the features declare under `everywhere`, in the order the router finds them. */
export const appWideComponents: ComponentType[] = features.flatMap(
  (routes) => routes.everywhere ?? [],
);

/** Mounts each feature's app-wide component once, whatever page is open. */
export function AppWide({ components }: { components: ComponentType[] }) {
  // The list is fixed for the app's life, so a component's place in it is a stable key.
  return components.map((Component, index) => <Component key={index} />);
}
