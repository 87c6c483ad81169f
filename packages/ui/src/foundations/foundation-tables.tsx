import tailwindTheme from 'tailwindcss/theme.css?raw';
import type { CSSProperties, ReactNode } from 'react';
import ourTheme from '../styles.css?raw';
import { SportIcon } from '../sport-icon/sport-icon.tsx';
import { SPORT_IDS, sportStyle } from '../sport-icon/sport-identity.ts';
import { contrastChecks, lightDarkOf, readTokens, tokensStartingWith } from './theme-tokens.ts';

/** Tailwind's theme with ours over it: what every utility class of the app resolves to. */
const TOKENS = readTokens(tailwindTheme, ourTheme);

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col" className="border-b p-2 font-semibold">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const cell = 'border-b p-2 align-middle';

function Swatch({ colour }: { colour: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block size-6 rounded border"
        style={{ background: colour }}
      />
      <code>{colour}</code>
    </span>
  );
}

/** Every colour token, its light and dark values. */
export function ColourTokens() {
  const colours = tokensStartingWith(TOKENS, 'color-')
    .map(({ name, value }) => ({ name, pair: lightDarkOf(value) }))
    .filter((token) => token.pair !== null);
  return (
    <Table caption="Colour tokens" head={['Token', 'Light', 'Dark']}>
      {colours.map(({ name, pair }) => (
        <tr key={name}>
          <td className={cell}>
            <code>--{name}</code>
          </td>
          <td className={cell}>{pair ? <Swatch colour={pair.light} /> : null}</td>
          <td className={cell}>{pair ? <Swatch colour={pair.dark} /> : null}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each text colour on each background it is used on, with its contrast ratio, both themes. */
export function ContrastTable() {
  return (
    <Table
      caption="Contrast of each text colour on its backgrounds"
      head={['Text', 'On', 'Theme', 'Sample', 'Ratio', 'Needs']}
    >
      {contrastChecks(TOKENS).map(({ text, on, theme, ratio, minimum }) => {
        const colour = lightDarkOf(TOKENS.get(`color-${text}`) ?? '');
        const background = lightDarkOf(TOKENS.get(`color-${on}`) ?? '');
        return (
          <tr key={`${text}-${on}-${theme}`}>
            <td className={cell}>
              <code>{text}</code>
            </td>
            <td className={cell}>
              <code>{on}</code>
            </td>
            <td className={cell}>{theme}</td>
            <td className={cell}>
              <span
                className="rounded px-2 py-1 font-medium"
                style={{ color: colour?.[theme], background: background?.[theme] }}
              >
                Aa Play
              </span>
            </td>
            <td className={cell}>{ratio.toFixed(2)}:1</td>
            <td className={cell}>
              {minimum}:1 {ratio >= minimum ? '(met)' : '(NOT MET)'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** A scale of the theme (`text-`, `radius-`, `shadow-`…) with a sample drawn in each step. */
export function Scale({
  prefix,
  caption,
  sample,
}: {
  prefix: string;
  caption: string;
  sample: (value: string, name: string) => CSSProperties;
}) {
  const steps = tokensStartingWith(TOKENS, prefix).filter(({ name }) => !name.includes('--'));
  return (
    <Table caption={caption} head={['Token', 'Value', 'Sample']}>
      {steps.map(({ name, value }) => (
        <tr key={name}>
          <td className={cell}>
            <code>--{name}</code>
          </td>
          <td className={cell}>
            <code>{value}</code>
          </td>
          <td className={cell}>
            <div className="bg-muted" style={sample(value, name)}>
              {prefix === 'text-' ? 'Friday Night Smash' : null}
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export const typeSample = (value: string): CSSProperties => ({
  fontSize: value,
  background: 'transparent',
});
export const spacingSample = (value: string): CSSProperties => ({ width: value, height: '1rem' });
export const radiusSample = (value: string): CSSProperties => ({
  borderRadius: value,
  width: '4rem',
  height: '3rem',
  border: '2px solid var(--color-primary)',
});
export const shadowSample = (value: string): CSSProperties => ({
  boxShadow: value,
  width: '6rem',
  height: '3rem',
  background: 'var(--color-card)',
});

/** The spacing scale: Tailwind's one step (`--spacing`) times the multiples the kit uses. */
export function SpacingScale() {
  const step = TOKENS.get('spacing') ?? '0.25rem';
  const multiples = [1, 2, 3, 4, 6, 8, 10, 12, 16];
  return (
    <Table caption="Spacing" head={['Class', 'Size', 'Sample']}>
      {multiples.map((multiple) => (
        <tr key={multiple}>
          <td className={cell}>
            <code>
              p-{multiple}, gap-{multiple}
            </code>
          </td>
          <td className={cell}>
            <code>
              calc({step} * {multiple})
            </code>
          </td>
          <td className={cell}>
            <div className="h-4 bg-primary" style={{ width: `calc(${step} * ${multiple})` }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Each sport's icon, tone and tint, as the kit draws them. */
export function SportIdentity() {
  return (
    <Table caption="Sport identity" head={['Sport', 'Icon on its tint', 'Tone', 'Tint']}>
      {SPORT_IDS.map((sport) => {
        const tone = lightDarkOf(TOKENS.get(`color-sport-${sport}`) ?? '');
        const tint = lightDarkOf(TOKENS.get(`color-sport-${sport}-tint`) ?? '');
        return (
          <tr key={sport}>
            <td className={cell}>{sport}</td>
            <td className={cell}>
              <span
                className="inline-flex size-10 items-center justify-center rounded-lg"
                style={{
                  ...sportStyle(sport),
                  background: 'var(--sport-tint)',
                  color: 'var(--sport-tone)',
                }}
              >
                <SportIcon sport={sport} label={sport} className="size-6" />
              </span>
            </td>
            <td className={cell}>{tone ? `${tone.light} / ${tone.dark}` : null}</td>
            <td className={cell}>{tint ? `${tint.light} / ${tint.dark}` : null}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The kit's entrance animations and easing curves, each played on a sample. */
export function MotionTable() {
  const animations = tokensStartingWith(TOKENS, 'animate-').filter(({ value }) =>
    /ms|s /.test(value),
  );
  return (
    <Table caption="Motion" head={['Token', 'Value', 'Sample']}>
      {animations.map(({ name, value }) => (
        <tr key={name}>
          <td className={cell}>
            <code>--{name}</code>
          </td>
          <td className={cell}>
            <code>{value}</code>
          </td>
          <td className={cell}>
            <div
              className="size-8 rounded bg-primary motion-reduce:animate-none"
              style={{ animation: `${value} infinite alternate` }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}
