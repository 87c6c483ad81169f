import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Avatar, hasPicture, initialsOf } from './avatar.tsx';

/** jsdom never loads images; this stand-in loads any source except ones containing "broken". */
class FakeImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  referrerPolicy = '';
  crossOrigin: string | null = null;

  set src(value: string) {
    setTimeout(() => {
      this.complete = true;
      const broken = value.includes('broken');
      this.naturalWidth = broken ? 0 : 64;
      this.dispatchEvent(new Event(broken ? 'error' : 'load'));
    });
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Avatar', () => {
  it('shows the picture with the full name as alt text', async () => {
    render(<Avatar src="https://cdn.example/jane.png" firstName="Jane" lastName="Doe" />);
    const picture = await screen.findByAltText('Jane Doe');
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toBe(picture);
    expect(picture).toHaveAttribute('src', 'https://cdn.example/jane.png');
    expect(screen.queryByText('JD')).toBeNull();
  });

  it.each([['avatar.png'], [''], [null], [undefined]])(
    'shows initials instead of a picture for %j',
    (src) => {
      render(<Avatar src={src} firstName="jane" lastName="doe" />);
      expect(screen.getByText('JD')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'jane doe' }).tagName).toBe('SPAN');
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('falls back to initials when the picture fails to load', async () => {
    render(<Avatar src="https://cdn.example/broken.png" firstName="Sam" lastName="Lee" />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('SL')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('uses a single initial when there is no last name', () => {
    render(<Avatar firstName="Coach" />);
    expect(screen.getByRole('img', { name: 'Coach' })).toHaveTextContent('C');
  });
});

describe('hasPicture', () => {
  it('treats the default avatar.png and empty values as no picture', () => {
    expect(hasPicture('avatar.png')).toBe(false);
    expect(hasPicture('')).toBe(false);
    expect(hasPicture(null)).toBe(false);
    expect(hasPicture(undefined)).toBe(false);
    expect(hasPicture('data:image/png;base64,AAAA')).toBe(true);
    expect(hasPicture('jane.jpg')).toBe(true);
  });
});

describe('initialsOf', () => {
  it('upper-cases the first letters of the first and last name', () => {
    expect(initialsOf('jane', 'doe')).toBe('JD');
    expect(initialsOf(' Sam ')).toBe('S');
  });
});
