import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, makeToken, setTokenCookie } from '../../test/app-test-kit.tsx';
import { createFakeSockets, renderWithRealtime } from './realtime-test-kit.tsx';
import type { SocketFactory } from './socket-types.ts';
import { useRealtimeEvent } from './use-realtime-event.ts';
import { useRoom } from './use-room.ts';

describe('RealtimeProvider', () => {
  it('opens no real connection under tests unless a factory is given', () => {
    renderWithRealtime(null, { userId: 'user-1' });
    expect(screen.getByText('status: disabled')).toBeInTheDocument();
  });

  it('connects with the current token and tracks the connection status', () => {
    const token = makeToken();
    setTokenCookie(token);
    const sockets = createFakeSockets();
    renderWithRealtime(null, { userId: 'user-1', createSocket: sockets.factory });

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

  it('connects again, with the token held by then, a second after the server closed it', () => {
    vi.useFakeTimers();
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    renderWithRealtime(null, { userId: 'user-1', createSocket: sockets.factory });
    const socket = sockets.current();
    act(() => socket.serverConnect());

    act(() => socket.serverDisconnect('transport close'));
    act(() => vi.advanceTimersByTime(5000));
    expect(socket.reconnects).toBe(0); // socket.io reconnects by itself after a lost transport

    act(() => socket.serverDisconnect('io server disconnect'));
    act(() => vi.advanceTimersByTime(999));
    expect(socket.reconnects).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(socket.reconnects).toBe(1);
    vi.useRealTimers();
  });

  it('asks the API about a token the socket server refused, so a 401 signs the device out', async () => {
    setTokenCookie(makeToken());
    const api = fakeApi({ 'GET /user/profile': failure(401, 'Please sign in to continue.') });
    const sockets = createFakeSockets();
    renderWithRealtime(null, { userId: 'user-1', createSocket: sockets.factory });

    act(() => sockets.current().serverRefuse('Origin not allowed'));
    expect(api.requests).toHaveLength(0);
    act(() => sockets.current().serverRefuse('Invalid or expired token'));
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toEqual(['/user/profile']),
    );
  });

  it('refetches every query after a reconnect, not after the first connect', () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const { queryClient } = renderWithRealtime(null, {
      userId: 'user-1',
      createSocket: sockets.factory,
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const socket = sockets.current();

    act(() => socket.serverConnect());
    expect(invalidate).not.toHaveBeenCalled();

    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('reconnects with the new identity when the user signs in and out', () => {
    const sockets = createFakeSockets();
    function Follower() {
      useRoom('socials:tennis');
      return null;
    }
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(<Follower />, { ...options, userId: null });
    const anonymous = sockets.current();
    expect(anonymous.token).toBeNull();

    const token = makeToken({ sub: 'user-9' });
    setTokenCookie(token);
    rerender(<Follower />, { ...options, userId: 'user-9' });
    expect(anonymous.closed).toBe(true);
    expect(sockets.current().token).toBe(token);
    // The new session starts in no room: the followed one is joined again.
    act(() => sockets.current().serverConnect());
    expect(sockets.current().sent('room:join')).toEqual([{ room: 'socials:tennis' }]);

    const signedIn = sockets.current();
    document.cookie = 'pacecustomertoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    rerender(<Follower />, { ...options, userId: null });
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
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(<FollowLater follow={false} />, options);
    expect(sockets.all).toHaveLength(0);
    expect(screen.getByText('status: disabled')).toBeInTheDocument();

    rerender(<FollowLater follow />, options);
    expect(sockets.all).toHaveLength(1);
    act(() => sockets.current().serverConnect());
    expect(sockets.current().sent('room:join')).toEqual([{ room: 'socials:tennis' }]);
  });

  it('waits for a factory that loads its code first', async () => {
    setTokenCookie(makeToken());
    const sockets = createFakeSockets();
    const later: SocketFactory = async (options) => sockets.factory(options);
    renderWithRealtime(null, { userId: 'user-1', createSocket: later });
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
    const options = { userId: 'user-1', createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(<Listener prefix="a:" />, options);
    const socket = sockets.current();
    const decision = { id: 'r1', socialId: 's1', socialName: 'Smash', status: 'accepted' } as const;

    act(() => socket.serverEmit('join-request:decided', decision));
    rerender(null, options);
    expect(socket.listenerCount('join-request:decided')).toBe(0);
    rerender(<Listener prefix="b:" />, options);
    act(() => socket.serverEmit('join-request:decided', decision));
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
    const options = { userId: 'user-1', createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(<Listener prefix="a" />, options);
    const change = { socialId: 's1', category: 'tennis', attendees: 3, capacity: 8 };
    act(() => sockets.current().serverEmit('social:attendees-changed', change));
    rerender(<Listener prefix="b" />, options);
    expect(sockets.all).toHaveLength(1);
    act(() => sockets.current().serverEmit('social:attendees-changed', change));
    // Two subscriptions would have seen the second event twice.
    expect(seen).toEqual(['a3', 'b3']);
  });
});
