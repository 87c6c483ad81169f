export {
  THEME_CHOICES,
  ThemeSwitch,
  type ThemeChoice,
  type ThemeSwitchProps,
} from './theme-switch.tsx';
