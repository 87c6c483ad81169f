export { THEME_PAIR_OF_LANDMARKS, ThemePair } from './theme-pair.tsx';
