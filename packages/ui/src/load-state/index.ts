export { LoadState, type LoadStateProps } from './load-state.tsx';
