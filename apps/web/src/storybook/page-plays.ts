import { expect, waitFor, within } from 'storybook/test';

/**
 * Play functions and checks page stories share. The whole document, not only the story's root:
 * dialogs, menus and toasts render in portals.
 */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The page's main call failed: its message shows, with a way to try again. */
export function showsTheFailure(message = 'Something went wrong'): Play {
  return async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  };
}

/** A signed-in screen opened signed out: it names itself and the sign-in dialog opens. */
export function asksToSignIn(prompt: string): Play {
  return async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: prompt, hidden: true }),
    ).toBeInTheDocument();
    // The dialog fades in: visible once its animation has run.
    const dialog = await page.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
  };
}
