import { useQueryClient } from '@tanstack/react-query';
import type { Room } from '@betterplay/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiSend } from '../api-client.ts';
import { readToken } from '../auth-token.ts';
import { createEventStream, type EventIdentity, type EventStream } from './event-stream.ts';
import { RealtimeContext, type RealtimeContextValue } from './realtime-context.ts';
import { createRoomFollows, type RoomFollows } from './room-follows.ts';
import { defaultSocketFactory } from './socket-factory.ts';
import type { AppSocket, SocketFactory, SocketStatus } from './socket-types.ts';

interface RealtimeProviderProps {
  /** The signed-in user's id, or null for a visitor: a new identity needs a new handshake. */
  userId: string | null;
  children: ReactNode;
  /** Opens the socket; defaults to the page's origin (and to no socket under tests). */
  createSocket?: SocketFactory;
}

interface Connection {
  socket: AppSocket | null;
  status: SocketStatus;
}

interface SocketListeners {
  onStatus: (status: SocketStatus) => void;
  /** Every connect, the first and each reconnect. */
  onConnect: () => void;
  onReconnect: () => void;
  onEvent: (event: string, payload: unknown, meta: unknown) => void;
}

/** Wires one socket to the connection state; answers how to stop listening. */
function trackSocket(socket: AppSocket, listeners: SocketListeners) {
  const { onStatus, onReconnect, onEvent } = listeners;
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore) onReconnect();
    connectedBefore = true;
    listeners.onConnect();
    onStatus('connected');
  };
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const onDisconnect = (reason: string) => {
    onStatus('disconnected');
    // The server closes an account's sockets when its sessions end (signed out everywhere, a
    // password changed or reset). Connect again with the token held by then: the device that
    // changed the password has its new one; a refusal means this device is signed out.
    if (reason === SERVER_CLOSED) {
      reconnectTimer = setTimeout(() => socket.connect(), RECONNECT_AFTER_SERVER_CLOSE_MS);
    }
  };
  // When the server refuses the handshake, socket.io does not retry by itself. A refused token
  // is checked with the API, whose 401 signs this device out if the token is still the one held.
  const onConnectError = (error: Error) => {
    onStatus(socket.active ? 'connecting' : 'refused');
    if (error.message === TOKEN_REFUSED) void checkSession();
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socket.onAny(onEvent);
  if (socket.connected) listeners.onConnect();
  onStatus(socket.connected ? 'connected' : 'connecting');
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.offAny(onEvent);
    clearTimeout(reconnectTimer);
  };
}

/** socket.io's reason when the server closed the connection. */
const SERVER_CLOSED = 'io server disconnect';
/** The server's refusal of a token that does not open a session (realtime/handshake.ts). */
const TOKEN_REFUSED = 'Invalid or expired token';
/** Long enough for a password change's answer, with the new token, to arrive first. */
const RECONNECT_AFTER_SERVER_CLOSE_MS = 1000;

async function checkSession() {
  if (readToken() === null) return;
  try {
    await apiSend('/user/profile');
  } catch {
    // A 401 has signed out already (api-client's listeners); anything else changes nothing.
  }
}

async function readMissedEvents(events: EventStream) {
  try {
    const { catchUp } = await import('./catch-up.ts');
    await catchUp(events);
  } catch {
    // The next connect asks again; meanwhile the refetch after a reconnect heals the lists.
  }
}

/**
 * The key and position the server sends with an event, each only if it is a whole number (the
 * contracts' `eventIdSchema`, checked here without zod, which the shell does not load).
 */
function eventIdentityOf(meta: unknown): EventIdentity {
  const read = (field: string) => {
    const value: unknown =
      typeof meta === 'object' && meta !== null ? Reflect.get(meta, field) : undefined;
    return typeof value === 'string' && /^\d+$/.test(value) ? value : undefined;
  };
  return { key: read('key'), id: read('id') };
}

/**
 * Holds the app's one Socket.IO connection. Mount inside QueryClientProvider, with the signed-in
 * user's id: signing in or out replaces the connection (the server identifies the user at the
 * handshake). After every connect a signed-in client reads the events it missed
 * (`catch-up.ts`); after a reconnect it also refetches every query, since a room's events (a
 * social's live count) cannot be read back. Events reach features through one stream that drops
 * any key it has applied already, so one delivered twice live or again by the catch-up counts
 * once.
 * A signed-in user is always connected (their own events); a visitor only once a page follows a
 * room. The rooms followed are counted here, so they outlive any one follower and a reconnect.
 */
export function RealtimeProvider({
  userId,
  children,
  createSocket = defaultSocketFactory,
}: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [follows] = useState<RoomFollows>(createRoomFollows);
  // One stream per identity: a new user starts from where the server says, not from the last
  // user's events (React's pattern for state that follows a prop).
  const [stream, setStream] = useState(() => ({ userId, events: createEventStream() }));
  if (stream.userId !== userId) setStream({ userId, events: createEventStream() });
  const { events } = stream;
  // Stays true once asked: a visitor moving between pages keeps one connection.
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
      follows.attach(socket);
      untrack = trackSocket(socket, {
        onStatus: (status) => setConnection({ socket, status }),
        onConnect: () => {
          follows.joinAll();
          if (userId !== null) void readMissedEvents(events);
        },
        onReconnect: () => void queryClient.invalidateQueries(),
        onEvent: (event, payload, meta) => events.deliver(event, payload, eventIdentityOf(meta)),
      });
    };
    const created = createSocket({ getToken: readToken });
    if (created instanceof Promise) void created.then(attach);
    else attach(created);
    return () => {
      stopped = true;
      untrack();
      follows.attach(null);
      opened?.disconnect();
    };
    // userId: a new identity needs a new handshake.
  }, [createSocket, events, follows, queryClient, userId, wanted]);

  const followRoom = useCallback(
    (room: Room) => {
      setRequested(true);
      return follows.follow(room);
    },
    [follows],
  );
  const value = useMemo<RealtimeContextValue>(
    () => ({ socket: connection.socket, status: connection.status, followRoom, events }),
    [connection, followRoom, events],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
