import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, makeToken, setTokenCookie } from '../../test/app-test-kit.tsx';
import { createFakeSockets, renderWithRealtime } from './realtime-test-kit.tsx';
import { useRealtimeEvent } from './use-realtime-event.ts';

const expired = (id: string, ids: string[], key = id) => ({
  id,
  key,
  event: 'notification:expired',
  payload: { ids },
});
const page = (events: unknown[], lastId: string, hasMore = false) => ({
  status: 200,
  body: { message: 'OK', data: { events, lastId, hasMore } },
});

function renderListener() {
  setTokenCookie(makeToken());
  const sockets = createFakeSockets();
  const seen: string[][] = [];
  function Listener() {
    useRealtimeEvent('notification:expired', ({ ids }) => seen.push(ids));
    return null;
  }
  renderWithRealtime(<Listener />, { userId: 'user-1', createSocket: sockets.factory });
  return { sockets, seen };
}

describe('events a signed-in client missed', () => {
  it('asks where to start on the first connect, then for what came after the last event seen', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /user/events': (request) => {
        asked.push(request.path);
        return asked.length === 1 ? page([], '10') : page([expired('12', ['b'])], '12');
      },
    });
    const { sockets, seen } = renderListener();
    const socket = sockets.current();

    act(() => socket.serverConnect());
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => socket.serverEmit('notification:expired', { ids: ['a'] }, '11'));
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());

    await waitFor(() => expect(seen).toEqual([['a'], ['b']]));
    expect(asked).toEqual(['/user/events', '/user/events']);
  });

  it('applies an event once when it arrives both live and in the catch-up', async () => {
    const requests = fakeApi({
      'GET /user/events': () => page([expired('5', ['live too']), expired('6', ['missed'])], '6'),
    }).requests;
    const { sockets, seen } = renderListener();
    const socket = sockets.current();
    act(() => socket.serverConnect());
    act(() => socket.serverEmit('notification:expired', { ids: ['live too'] }, '5'));

    await waitFor(() => expect(seen).toEqual([['live too'], ['missed']]));
    act(() => socket.serverEmit('notification:expired', { ids: ['missed'] }, '6'));
    expect(seen).toEqual([['live too'], ['missed']]);
    expect(requests.map((request) => request.path)).toEqual(['/user/events']);
  });

  it('shows an event once when it comes straight after its commit and again numbered, and goes on from the number', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /user/events': (request) => {
        asked.push(request.query.get('after') ?? 'start');
        return asked.length === 1 ? page([], '40') : page([expired('43', ['late'], '907')], '43');
      },
    });
    const { sockets, seen } = renderListener();
    const socket = sockets.current();
    act(() => socket.serverConnect());
    await waitFor(() => expect(asked).toHaveLength(1));

    // The push path: the event's key, no position yet. Then its numbered copy, same key.
    act(() => socket.serverEmit('notification:expired', { ids: ['now'] }, { key: '905' }));
    expect(seen).toEqual([['now']]);
    act(() =>
      socket.serverEmit('notification:expired', { ids: ['now'] }, { key: '905', id: '42' }),
    );
    expect(seen).toEqual([['now']]);

    // The numbered copy, though dropped, moved the catch-up on to 42.
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    await waitFor(() => expect(seen).toEqual([['now'], ['late']]));
    expect(asked).toEqual(['start', '42']);
  });

  it('reads every page of a long absence', async () => {
    const pages = [page([expired('2', ['1'])], '2', true), page([expired('3', ['2'])], '3')];
    const { requests } = fakeApi({ 'GET /user/events': () => pages.shift() ?? page([], '3') });
    const { sockets, seen } = renderListener();
    act(() => sockets.current().serverConnect());

    await waitFor(() => expect(seen).toEqual([['1'], ['2']]));
    expect(requests).toHaveLength(2);
  });
});
