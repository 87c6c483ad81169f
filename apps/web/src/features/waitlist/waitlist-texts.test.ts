import { describe, expect, it } from 'vitest';
import { ordinal, timeLeftText, WAITLIST_UI } from './waitlist-texts.ts';

describe('waitlist texts', () => {
  it('say places in line as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(WAITLIST_UI.position(2)).toBe('You are 2nd in line');
  });

  it('count the time left in hours and minutes, then minutes and seconds', () => {
    expect(timeLeftText(7260)).toBe('2 h 1 min left');
    expect(timeLeftText(452)).toBe('7:32 left');
    expect(timeLeftText(0)).toBe('0:00 left');
  });

  it('count who waits', () => {
    expect([0, 1, 3].map(WAITLIST_UI.waiting)).toEqual([
      'Nobody is waiting yet',
      '1 player waiting',
      '3 players waiting',
    ]);
  });
});
