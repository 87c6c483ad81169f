import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview.tsx';

/** The app's feature stories (the kit's render in packages/ui/src/stories.test.tsx). */
setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Whatever the story put on the page, apart from the Toaster region every story gets. */
function storyOutput(): Element[] {
  const page = document.body.cloneNode(true);
  if (!(page instanceof HTMLElement)) return [];
  page.querySelectorAll('[role="region"]').forEach((region) => region.remove());
  return Array.from(page.children).filter(
    (child) => child.childElementCount > 0 || (child.textContent ?? '').trim() !== '',
  );
}

const cases = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries<ComposedStory>(composeStories(module)).map(
    ([name, Story]) => [`${file} › ${name}`, Story] as const,
  ),
);

describe('every feature story renders', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds the stories', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s', async (_name, Story) => {
    // React reports misuse (missing keys, invalid props) on the console.
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    render(<Story />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(storyOutput().length).toBeGreaterThan(0);
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      expect(dialog).toHaveAccessibleName();
    }
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
