export { SportIcon, SportMark, type SportIconProps, type SportMarkProps } from './sport-icon.tsx';
export { SPORT_IDS, sportIdOf, sportStyle, type SportId } from './sport-identity.ts';
