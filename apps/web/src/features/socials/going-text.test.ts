import { describe, expect, it } from 'vitest';
import { goingText } from './going-text.ts';

const olivia = { id: '1', firstName: 'Olivia', lastName: 'Chen', avatar: '' };
const sam = { id: '2', firstName: 'Sam', lastName: 'Park', avatar: '' };

describe('goingText', () => {
  it('names the first friend and counts the other friends', () => {
    expect(goingText({ total: 6, friends: 3, people: [olivia, sam] })).toBe(
      'Olivia and 2 friends are going',
    );
    expect(goingText({ total: 6, friends: 2, people: [olivia, sam] })).toBe(
      'Olivia and 1 friend are going',
    );
    expect(goingText({ total: 6, friends: 1, people: [olivia] })).toBe('Olivia is going');
  });

  it('counts players when no friend is going', () => {
    expect(goingText({ total: 5, friends: 0, people: [] })).toBe('5 players are going');
    expect(goingText({ total: 1, friends: 0, people: [] })).toBe('1 player is going');
    expect(goingText({ total: 0, friends: 0, people: [] })).toBe('No one is going yet');
  });
});
