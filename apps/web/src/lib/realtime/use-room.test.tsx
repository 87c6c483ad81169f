import type { Room } from '@betterplay/contracts';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSockets, renderWithRealtime } from './realtime-test-kit.tsx';
import { useRoom, useRooms } from './use-room.ts';

function Follower({ room }: { room: Room | null }) {
  useRoom(room);
  return null;
}

/** A visitor's tree (the socket opens for the first room followed). */
function followers(rooms: Array<Room | null>) {
  return rooms.map((room, index) => <Follower key={index} room={room} />);
}

describe('useRoom', () => {
  it('joins on connect and again after a reconnect, and leaves on unmount', () => {
    const sockets = createFakeSockets();
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(followers(['socials:tennis']), options);
    const socket = sockets.current();
    expect(socket.sent('room:join')).toEqual([]);
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([{ room: 'socials:tennis' }]);
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([
      { room: 'socials:tennis' },
      { room: 'socials:tennis' },
    ]);
    rerender(null, options);
    expect(socket.sent('room:leave')).toEqual([{ room: 'socials:tennis' }]);
    expect(socket.listenerCount('connect')).toBe(1);
  });

  it('switches rooms when the room changes and follows nothing for null', () => {
    const sockets = createFakeSockets();
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(followers(['social:s1']), options);
    const socket = sockets.current();
    act(() => socket.serverConnect());
    rerender(followers(['social:s1']), options);
    rerender(followers(['social:s2']), options);
    rerender(followers([null]), options);
    expect(socket.sent('room:join')).toEqual([{ room: 'social:s1' }, { room: 'social:s2' }]);
    expect(socket.sent('room:leave')).toEqual([{ room: 'social:s1' }, { room: 'social:s2' }]);
  });

  it('keeps a room two components follow until the last of them unmounts', () => {
    const sockets = createFakeSockets();
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(
      followers(['social:s1', 'social:s1', 'socials:tennis']),
      options,
    );
    const socket = sockets.current();
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([{ room: 'social:s1' }, { room: 'socials:tennis' }]);

    rerender(followers(['social:s1', null, 'socials:tennis']), options);
    expect(socket.sent('room:leave')).toEqual([]);
    // Still followed, so still joined after a reconnect.
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    expect(socket.sent('room:join').slice(2)).toEqual([
      { room: 'social:s1' },
      { room: 'socials:tennis' },
    ]);

    rerender(followers([null, null, 'socials:tennis']), options);
    expect(socket.sent('room:leave')).toEqual([{ room: 'social:s1' }]);
    // A follower arriving later joins at once, once.
    rerender(followers([null, 'social:s1', 'socials:tennis']), options);
    rerender(followers(['social:s1', 'social:s1', 'socials:tennis']), options);
    expect(socket.sent('room:join').slice(4)).toEqual([{ room: 'social:s1' }]);
  });

  it('warns, naming the room, when the server refuses it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sockets = createFakeSockets();
    renderWithRealtime(followers(['social:s1', 'social:gone']), {
      createSocket: sockets.factory,
    });
    const socket = sockets.current();
    act(() => socket.serverConnect());
    socket.serverAnswer('room:join', { error: 'Unknown room' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not follow social:gone: Unknown room');

    const joins = socket.emitted.filter((entry) => entry.event === 'room:join');
    joins[0]?.ack?.({ data: null });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

function SetFollower({ rooms }: { rooms: Room[] }) {
  useRooms(rooms);
  return null;
}

describe('useRooms', () => {
  it('follows each room of a set, again after a reconnect, and nothing anew for the same set', () => {
    const sockets = createFakeSockets();
    const options = { createSocket: sockets.factory };
    const { rerender } = renderWithRealtime(
      <SetFollower rooms={['court:c1:2099-03-08', 'court:c2:2099-03-08']} />,
      options,
    );
    const socket = sockets.current();
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([
      { room: 'court:c1:2099-03-08' },
      { room: 'court:c2:2099-03-08' },
    ]);

    // A new array naming the same rooms, in another order: nothing is left or joined.
    rerender(<SetFollower rooms={['court:c2:2099-03-08', 'court:c1:2099-03-08']} />, options);
    expect(socket.sent('room:leave')).toEqual([]);
    expect(socket.sent('room:join')).toHaveLength(2);
    act(() => socket.serverDisconnect());
    act(() => socket.serverConnect());
    expect(socket.sent('room:join').slice(2)).toEqual([
      { room: 'court:c1:2099-03-08' },
      { room: 'court:c2:2099-03-08' },
    ]);

    // Another day: the old rooms are left, the new ones joined; unmounting leaves them all.
    rerender(<SetFollower rooms={['court:c1:2099-03-09']} />, options);
    expect(socket.sent('room:leave')).toEqual([
      { room: 'court:c1:2099-03-08' },
      { room: 'court:c2:2099-03-08' },
    ]);
    expect(socket.sent('room:join').slice(4)).toEqual([{ room: 'court:c1:2099-03-09' }]);
    rerender(<SetFollower rooms={[]} />, options);
    expect(socket.sent('room:leave').slice(2)).toEqual([{ room: 'court:c1:2099-03-09' }]);
  });
});
