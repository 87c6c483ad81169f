import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSocketStatus } from '../lib/realtime/index.ts';
import { appWideComponents } from './app-wide.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

describe('Providers', () => {
  it("mounts each feature's app-wide component once, inside the providers", () => {
    const mounted: string[] = [];
    // Both hooks throw outside their providers.
    function Listener({ name }: { name: string }) {
      useQueryClient();
      const status = useSocketStatus();
      if (!mounted.includes(name)) mounted.push(name);
      return <p>{`${name}: ${status}`}</p>;
    }
    const queryClient = createQueryClient();
    render(
      <Providers
        queryClient={queryClient}
        appWide={[() => <Listener name="toasts" />, () => <Listener name="alerts" />]}
      >
        <p>The page</p>
      </Providers>,
    );
    expect(screen.getByText('The page')).toBeVisible();
    expect(screen.getByText('toasts: disabled')).toBeVisible();
    expect(screen.getAllByText(/^alerts:/)).toHaveLength(1);
    expect(mounted).toEqual(['toasts', 'alerts']);
  });

  it("finds the app-wide components the features' routes.tsx declare", () => {
    // Live decisions on join requests, at least, are heard on every page.
    expect(appWideComponents.length).toBeGreaterThan(0);
  });
});
