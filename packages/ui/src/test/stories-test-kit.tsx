import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../../.storybook/preview.tsx';

/** A stories file as `import.meta.glob` loads it. */
export type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Pages and flows answer the app's API calls with Mock Service Worker, which needs a browser:
 * the Storybook test project renders them (and every other story) in Chromium.
 */
function runsOnlyInTheBrowser(module: StoryModule): boolean {
  const title = module.default.title ?? '';
  return title.startsWith('Pages/') || title.startsWith('Flows/');
}
type ComposedStory = ReturnType<typeof composeStory>;

/** Whatever the story put on the page, apart from the Toaster region every story gets from the preview. */
function storyOutput(): Element[] {
  const page = document.body.cloneNode(true);
  if (!(page instanceof HTMLElement)) return [];
  page.querySelectorAll('[role="region"]').forEach((region) => region.remove());
  return Array.from(page.children).filter(
    (child) => child.childElementCount > 0 || (child.textContent ?? '').trim() !== '',
  );
}

/**
 * Renders every story of `storyModules` with the Storybook preview's decorators, as Storybook
 * shows them: each must put something on the page and name its dialogs, without a warning from
 * React. The caller passes its own `import.meta.glob` of its stories (a glob is resolved in the
 * file that writes it) and how many it expects at least, so a glob that went wrong fails.
 */
export function testEveryStory(
  title: string,
  storyModules: Record<string, StoryModule>,
  { atLeast }: { atLeast: number },
) {
  setProjectAnnotations([previewAnnotations]);
  const cases = Object.entries(storyModules)
    .filter(([, module]) => !runsOnlyInTheBrowser(module))
    .flatMap(([file, module]) =>
      Object.entries<ComposedStory>(composeStories(module)).map(
        ([name, Story]) => [`${file} › ${name}`, Story] as const,
      ),
    );

  describe(title, () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('finds the stories', () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast);
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
}
