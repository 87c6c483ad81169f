/**
 * Which conversation's thread is on screen, for the app-wide listeners: a message there is seen
 * as it arrives, so it needs no toast and counts as read. Set by the thread while mounted.
 */
let onScreen: string | null = null;

export function showConversation(id: string): () => void {
  onScreen = id;
  return () => {
    if (onScreen === id) onScreen = null;
  };
}

/** On screen: the thread is mounted and the page is visible (not a background tab). */
export function isConversationOnScreen(id: string): boolean {
  return onScreen === id && document.visibilityState === 'visible';
}
