import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../features/auth/auth-provider.tsx';
import { fakeApi, sampleProfile } from '../../test/fake-api.ts';
import { makeToken, setTokenCookie } from '../../test/tokens.ts';
import { createFakeSockets } from './fake-socket.ts';
import { RealtimeProvider } from './realtime-provider.tsx';
import { useSocketStatus } from './realtime-context.ts';
import { useRealtimeEvent } from './use-realtime-event.ts';
import { useRoom } from './use-room.ts';
import type { SocketFactory } from './socket-types.ts';
import type { Room } from '@betterplay/contracts';
import { useAuth } from '../../features/auth/auth-context.ts';

function Status() {
  return <p>status: {useSocketStatus()}</p>;
}

function renderWithRealtime(children: ReactNode, createSocket?: SocketFactory) {
  fakeApi({ 'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider {...(createSocket ? { createSocket } : {})}>
          <Status />
          {children}
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

describe('RealtimeProvider', () => {
  it('opens no real connection under tests unless a factory is given', () => {
    renderWithRealtime(null);
    expect(screen.getByText('status: disabled')).toBeInTheDocument();
  });

  it('connects with the current token and tracks the connection status', () => {
    const token = makeToken();
    setTokenCookie(token);
    const sockets = createFakeSockets();
    renderWithRealtime(null, sockets.factory);

    expect(sockets.all).toHaveLength(1);
    expect(sockets.current().token).toBe(token);
    expect(screen.getByText('status: connecting')).toBeInTheDocument();
    act(() => sockets.current().serverConnect());
    expect(screen.getByText('status: connected')).toBeInTheDocument();
    act(() => sockets.current().serverDisconnect());
    expect(screen.getByText('status: disconnected')).toBeInTheDocument();
    act(() => sockets.current().serverRefuse());
    expect(screen.getByText('status: refused')).toBeInTheDocument();
  });

  it('refetches every query after a reconnect that did not recover the session', () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const { queryClient } = renderWithRealtime(null, sockets.factory);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const socket = sockets.current();

    act(() => socket.serverConnect());
    expect(invalidate).not.toHaveBeenCalled();

    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect({ recovered: true }));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect({ recovered: false }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('reconnects with the new identity when the user signs in and out', async () => {
    const sockets = createFakeSockets();
    let auth: ReturnType<typeof useAuth> | null = null;
    function GrabAuth() {
      auth = useAuth();
      useRoom('socials:tennis');
      return null;
    }
    renderWithRealtime(<GrabAuth />, sockets.factory);
    const anonymous = sockets.current();
    expect(anonymous.token).toBeNull();

    const token = makeToken({ sub: 'user-9' });
    act(() => {
      auth?.signIn(token);
    });
    expect(anonymous.closed).toBe(true);
    expect(sockets.current().token).toBe(token);

    const signedIn = sockets.current();
    act(() => auth?.signOut());
    expect(signedIn.closed).toBe(true);
    expect(sockets.current().token).toBeNull();
    expect(sockets.all).toHaveLength(3);
  });

  it('opens nothing for a visitor until a page follows a room', () => {
    const sockets = createFakeSockets();
    function FollowLater({ follow }: { follow: boolean }) {
      useRoom(follow ? 'socials:tennis' : null);
      return null;
    }
    const { rerender } = renderWithRealtime(<FollowLater follow={false} />, sockets.factory);
    expect(sockets.all).toHaveLength(0);
    expect(screen.getByText('status: disabled')).toBeInTheDocument();

    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <RealtimeProvider createSocket={sockets.factory}>
            <Status />
            <FollowLater follow />
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(sockets.all).toHaveLength(1);
    act(() => sockets.current().serverConnect());
    expect(sockets.current().sent('room:join')).toEqual([{ room: 'socials:tennis' }]);
  });

  it('waits for a factory that loads its code first', async () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const later: SocketFactory = async (options) => sockets.factory(options);
    renderWithRealtime(null, later);
    expect(await screen.findByText('status: connecting')).toBeInTheDocument();
    expect(sockets.all).toHaveLength(1);
  });
});

describe('useRealtimeEvent', () => {
  it('calls the latest handler and unsubscribes on unmount', () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const seen: string[] = [];
    function Listener({ prefix }: { prefix: string }) {
      useRealtimeEvent('join-request:decided', (decision) => seen.push(prefix + decision.id));
      return null;
    }
    const { rerender } = renderWithRealtime(<Listener prefix="a:" />, sockets.factory);
    const socket = sockets.current();
    const decision = { id: 'r1', socialId: 's1', socialName: 'Smash', status: 'accepted' } as const;

    act(() => socket.serverEmit('join-request:decided', decision));
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <RealtimeProvider createSocket={sockets.factory}>
            <Listener prefix="b:" />
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    // A new client tree opens a new socket; the old one is closed and its listener removed.
    expect(socket.listenerCount('join-request:decided')).toBe(0);
    act(() => sockets.current().serverEmit('join-request:decided', decision));
    expect(seen).toEqual(['a:r1', 'b:r1']);
  });

  it('keeps one subscription while the handler changes', () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const seen: string[] = [];
    function Listener({ prefix }: { prefix: string }) {
      useRealtimeEvent('social:attendees-changed', (change) =>
        seen.push(prefix + change.attendees),
      );
      return null;
    }
    function Tree({ prefix }: { prefix: string }) {
      return <Listener prefix={prefix} />;
    }
    const queryClient = new QueryClient();
    const wrap = (prefix: string) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeProvider createSocket={sockets.factory}>
            <Tree prefix={prefix} />
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(wrap('a'));
    const change = { socialId: 's1', category: 'tennis', attendees: 3, capacity: 8 };
    act(() => sockets.current().serverEmit('social:attendees-changed', change));
    rerender(wrap('b'));
    expect(sockets.all).toHaveLength(1);
    expect(sockets.current().listenerCount('social:attendees-changed')).toBe(1);
    act(() => sockets.current().serverEmit('social:attendees-changed', change));
    expect(seen).toEqual(['a3', 'b3']);
  });
});

describe('useRoom', () => {
  function Follower({ room }: { room: Room | null }) {
    useRoom(room);
    return null;
  }

  it('joins on connect and again after a reconnect, and leaves on unmount', () => {
    const sockets = createFakeSockets();
    const queryClient = new QueryClient();
    const wrap = (following: boolean) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeProvider createSocket={sockets.factory}>
            {following ? <Follower room="socials:tennis" /> : null}
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(wrap(true));
    const socket = sockets.current();
    expect(socket.sent('room:join')).toEqual([]);
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([{ room: 'socials:tennis' }]);
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toHaveLength(2);
    rerender(wrap(false));
    expect(socket.sent('room:leave')).toEqual([{ room: 'socials:tennis' }]);
    expect(socket.listenerCount('connect')).toBe(1);
  });

  it('switches rooms when the room changes and follows nothing for null', () => {
    const sockets = createFakeSockets();
    const queryClient = new QueryClient();
    const wrap = (room: Room | null) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeProvider createSocket={sockets.factory}>
            <Follower room={room} />
          </RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(wrap('social:s1'));
    const socket = sockets.current();
    act(() => socket.serverConnect());
    rerender(wrap('social:s1'));
    rerender(wrap('social:s2'));
    rerender(wrap(null));
    expect(socket.sent('room:join')).toEqual([{ room: 'social:s1' }, { room: 'social:s2' }]);
    expect(socket.sent('room:leave')).toEqual([{ room: 'social:s1' }, { room: 'social:s2' }]);
  });
});
