export { ThemePair } from './theme-pair.tsx';
