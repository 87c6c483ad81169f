import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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

/**
 * Holds the app's one Socket.IO connection. Mount inside AuthProvider and QueryClientProvider:
 * signing in or out replaces the connection (the server identifies the user at the handshake),
 * and a reconnect that could not recover the missed events refetches every query.
 */
export function RealtimeProvider({
  children,
  createSocket = defaultSocketFactory,
}: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const [connection, setConnection] = useState<Connection>({ socket: null, status: 'disabled' });

  useEffect(() => {
    const socket = createSocket({ getToken: readToken });
    if (socket === null) {
      setConnection({ socket: null, status: 'disabled' });
      return;
    }
    let connectedBefore = false;
    const update = (status: SocketStatus) => setConnection({ socket, status });

    const onConnect = () => {
      // Missed events are lost unless the server recovered the session: refetch instead.
      if (connectedBefore && !socket.recovered) void queryClient.invalidateQueries();
      connectedBefore = true;
      update('connected');
    };
    const onDisconnect = () => update('disconnected');
    // When the server refuses the handshake, socket.io does not retry by itself.
    const onConnectError = () => update(socket.active ? 'connecting' : 'refused');

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    update(socket.connected ? 'connected' : 'connecting');
    if (socket.connected) connectedBefore = true;

    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.disconnect();
    };
    // userId: a new identity needs a new handshake.
  }, [createSocket, queryClient, userId]);

  const value = useMemo<RealtimeContextValue>(
    () => ({ socket: connection.socket, status: connection.status }),
    [connection],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
