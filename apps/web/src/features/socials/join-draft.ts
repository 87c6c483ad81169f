/** The product's local storage key for the join message typed but not sent yet. */
export const JOIN_DRAFT_KEY = 'pacecustomerjoinsocialmessage';

// Storage can be unavailable (private modes, quotas); a lost draft is not worth an error.
export function readJoinDraft(): string {
  try {
    return window.localStorage.getItem(JOIN_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveJoinDraft(message: string) {
  try {
    if (message === '') window.localStorage.removeItem(JOIN_DRAFT_KEY);
    else window.localStorage.setItem(JOIN_DRAFT_KEY, message);
  } catch {
    // see above
  }
}

export function clearJoinDraft() {
  saveJoinDraft('');
}
