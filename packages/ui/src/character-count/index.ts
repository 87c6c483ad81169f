export { CharacterCount, type CharacterCountProps } from './character-count.tsx';
