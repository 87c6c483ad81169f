import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSocketStatus } from '../lib/realtime/index.ts';
import { fakeApi, makeToken, sampleProfile, setTokenCookie } from '../test/app-test-kit.tsx';
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

  it('shows the first toast raised on any page, then the next one in its place', async () => {
    render(
      <Providers queryClient={createQueryClient()} appWide={[]}>
        <p>The page</p>
      </Providers>,
    );
    // The toaster loads with the first toast: nothing of it is on the page before.
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    act(() => {
      toast({ title: 'Anna accepted your request', description: 'Tuesday badminton' });
    });
    expect(await screen.findByText('Anna accepted your request')).toBeVisible();
    expect(screen.getByText('Tuesday badminton')).toBeVisible();

    act(() => {
      toast({ title: 'Ben paid their share' });
    });
    expect(await screen.findByText('Ben paid their share')).toBeVisible();
    expect(screen.queryByText('Anna accepted your request')).toBeNull();
  });

  it('has the toaster ready as soon as someone is signed in, before any toast', async () => {
    // Live events raise toasts close together; one raised while the chunk loads would be
    // replaced before it was ever shown.
    const { requests } = fakeApi({
      'GET /user/profile': { status: 200, body: { data: sampleProfile } },
    });
    setTokenCookie(makeToken());
    render(
      <Providers queryClient={createQueryClient()} appWide={[]}>
        <p>The page</p>
      </Providers>,
    );
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
    // Signing in syncs the profile; let that finish inside the test.
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/user/profile'));
  });

  it("finds the app-wide components the features' routes.tsx declare", () => {
    // Live decisions on join requests, at least, are heard on every page.
    expect(appWideComponents.length).toBeGreaterThan(0);
  });
});
