import '@testing-library/jest-dom/vitest';
import './jsdom-polyfills.ts';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../../../.storybook/preview.tsx';
import { resetToasts } from '../toast/toast-store.ts';

setProjectAnnotations([previewAnnotations]);

afterEach(() => {
  cleanup();
  resetToasts();
});
