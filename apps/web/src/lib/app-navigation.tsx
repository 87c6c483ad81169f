import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/** Moves the single-page app to a path (the router's navigate), for UI mounted outside it. */
export type AppNavigate = (to: string) => void;

const AppNavigationContext = createContext<AppNavigate | null>(null);

export const AppNavigationProvider = AppNavigationContext.Provider;

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link for what the app mounts outside its router (the app-wide toasts): a plain click
 * navigates inside the app, keeping its state and live connection; a modified click (new tab,
 * new window) and a tree without a navigator fall back to the browser's own link.
 */
export function AppLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useContext(AppNavigationContext);
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (navigate === null || event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
