// Its own module so that lazy-toaster.tsx's import() loads the Toaster alone, not all of the UI kit.
export { Toaster } from '@betterplay/ui';
