import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../features/auth/auth-context.ts';
import { readToken } from '../auth-token.ts';
import { RealtimeContext, type RealtimeContextValue } from './realtime-context.ts';
import { defaultSocketFactory } from './socket-factory.ts';
import type { AppSocket, SocketFactory, SocketStatus } from './socket-types.ts';

interface RealtimeProviderProps {
  children: ReactNode;
  /** Opens the socket; defaults to the page's origin (and to no socket under tests). */
  createSocket?: SocketFactory;
}

interface Connection {
  socket: AppSocket | null;
  status: SocketStatus;
}

/** Wires one socket to the connection state; answers how to stop listening. */
function trackSocket(
  socket: AppSocket,
  onStatus: (status: SocketStatus) => void,
  onMissedEvents: () => void,
) {
  let connectedBefore = socket.connected;
  const onConnect = () => {
    // Missed events are lost unless the server recovered the session: refetch instead.
    if (connectedBefore && !socket.recovered) onMissedEvents();
    connectedBefore = true;
    onStatus('connected');
  };
  const onDisconnect = () => onStatus('disconnected');
  // When the server refuses the handshake, socket.io does not retry by itself.
  const onConnectError = () => onStatus(socket.active ? 'connecting' : 'refused');
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  onStatus(socket.connected ? 'connected' : 'connecting');
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
  };
}

/**
 * Holds the app's one Socket.IO connection. Mount inside AuthProvider and QueryClientProvider:
 * signing in or out replaces the connection (the server identifies the user at the handshake),
 * and a reconnect that could not recover the missed events refetches every query. A signed-in
 * user is always connected (their own events); a visitor only once a page follows a room.
 */
export function RealtimeProvider({
  children,
  createSocket = defaultSocketFactory,
}: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const [requested, setRequested] = useState(false);
  const [connection, setConnection] = useState<Connection>({ socket: null, status: 'disabled' });
  const wanted = userId !== null || requested;

  useEffect(() => {
    if (!wanted) {
      setConnection({ socket: null, status: 'disabled' });
      return;
    }
    let stopped = false;
    let untrack = () => {};
    let opened: AppSocket | null = null;
    const attach = (socket: AppSocket | null) => {
      if (stopped) {
        socket?.disconnect();
        return;
      }
      if (socket === null) {
        setConnection({ socket: null, status: 'disabled' });
        return;
      }
      opened = socket;
      untrack = trackSocket(
        socket,
        (status) => setConnection({ socket, status }),
        () => void queryClient.invalidateQueries(),
      );
    };
    const created = createSocket({ getToken: readToken });
    if (created instanceof Promise) void created.then(attach);
    else attach(created);
    return () => {
      stopped = true;
      untrack();
      opened?.disconnect();
    };
    // userId: a new identity needs a new handshake.
  }, [createSocket, queryClient, userId, wanted]);

  const requestConnection = useCallback(() => setRequested(true), []);
  const value = useMemo<RealtimeContextValue>(
    () => ({ socket: connection.socket, status: connection.status, requestConnection }),
    [connection, requestConnection],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
