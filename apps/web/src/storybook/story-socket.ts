import {
  chatSendSchema,
  type ChatMessage,
  type ServerEventName,
  type ServerEventPayload,
} from '@betterplay/contracts';
import type { AppSocket, SocketFactory } from '../lib/realtime/socket-types.ts';

type Listener = (...args: unknown[]) => void;
type Ack = (answer: unknown) => void;

/**
 * A connection for stories, which have no server: it connects at once, follows any room, sends
 * a chat message back as sent, and lets a play function push a server event
 * (`storySocket.push('join-request:created', request)`), so a live screen can be shown live.
 */
class StorySocket {
  connected = false;
  active = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  onAny(listener: Listener) {
    this.anyListeners.add(listener);
    return this;
  }

  offAny(listener: Listener) {
    this.anyListeners.delete(listener);
    return this;
  }

  emit(event: string, request: unknown, ack?: Ack) {
    if (event === 'chat:send') ack?.({ data: sentMessage(request) });
    else ack?.({ data: null });
    return this;
  }

  connect() {
    this.connected = true;
    this.listeners.get('connect')?.forEach((listener) => listener());
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  push<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
}

let sequence = 1000;

/** The server's echo of a sent message: the text as typed, from the story's player. */
function sentMessage(request: unknown): ChatMessage {
  const sent = chatSendSchema.parse(request);
  sequence += 1;
  return {
    id: String(sequence),
    conversationId: sent.conversationId,
    clientId: sent.clientId,
    body: sent.body,
    sender: { id: STORY_PLAYER_ID, firstName: 'Alex', lastName: 'Morgan', avatar: '' },
    createdAt: new Date().toISOString(),
  };
}

export const STORY_PLAYER_ID = '00000000-0000-4000-8000-000000000001';

let current: StorySocket | null = null;

/** The connection the story's app opened, for play functions that push events. */
export const storySocket = {
  push<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
    if (current === null) throw new Error('The story has no connection open');
    current.push(event, payload);
  },
};

export const storySocketFactory: SocketFactory = () => {
  const socket = new StorySocket();
  current = socket;
  setTimeout(() => socket.connect(), 0);
  return socket as unknown as AppSocket;
};
