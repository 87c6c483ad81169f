import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types; it holds the one list of icon names.
import { sportIconSource } from '../../../../scripts/make-sport-icons.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SportIcon, SportMark } from './sport-icon.tsx';
import { sportIdOf, sportStyle } from './sport-identity.ts';

describe('SportIcon', () => {
  it('is the file the icon script writes from the packaged icon set', async () => {
    const written = readFileSync(path.join(import.meta.dirname, 'sport-icon-paths.ts'), 'utf8');
    expect(written).toBe(await sportIconSource());
  });

  it('is named when labelled and hidden when decoration', () => {
    render(
      <>
        <SportIcon sport="Tennis" label="Tennis" />
        <SportIcon sport="Tennis" data-testid="decoration" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Tennis' })).toBeInTheDocument();
    expect(screen.getByTestId('decoration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wears its sport colours, and the brand colours for any other sport', () => {
    expect(sportIdOf('Badminton')).toBe('badminton');
    expect(sportIdOf('Curling')).toBeNull();
    expect(sportStyle('Soccer')).toMatchObject({ '--sport-tone': 'var(--color-sport-soccer)' });
    expect(sportStyle('Curling')).toMatchObject({ '--sport-tint': 'var(--color-brand-tint)' });
    render(<SportMark sport="Basketball" label="Basketball" />);
    const mark = screen.getByRole('img', { name: 'Basketball' }).parentElement;
    expect(mark?.style.getPropertyValue('--sport-tint')).toBe('var(--color-sport-basketball-tint)');
  });
});
