import pg from 'pg';

/** Stops listening; resolves once the connection is closed. */
export type StopListening = () => Promise<void>;
/** `onNotify` gets the NOTIFY's payload; none when it stands for notifications possibly missed. */
export type Listen = (
  channel: string,
  onNotify: (payload?: string) => void,
) => Promise<StopListening>;

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). If the
 * connection drops, it reconnects after a second and listens again; notifications sent in between
 * are lost, so listeners also poll (see realtime/outbox-relay.ts).
 */
export function listenOnPostgres(session: pg.ClientConfig): Listen {
  return async (channel, onNotify) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;

    // Retried from one place only, the client's 'end' (which follows a failed connect too), so
    // one connection at most is ever opening or open.
    const open = async () => {
      const next = new pg.Client(session);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload);
      });
      next.on('error', () => {
        // 'end' follows; reconnecting happens there.
      });
      next.on('end', () => {
        if (client === next) client = null;
        if (!stopped)
          retry = setTimeout(() => void open().catch(() => undefined), RECONNECT_DELAY_MS);
      });
      try {
        await next.connect();
        // A channel name is an identifier: quoted, as PostgreSQL's own quote_ident would.
        await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      // Anything sent while reconnecting was missed: behave as if told.
      onNotify();
    };
    const stop = async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };

    try {
      await open();
    } catch (error) {
      // The caller gets no way to stop a loop it never saw start.
      await stop();
      throw error;
    }
    return stop;
  };
}
