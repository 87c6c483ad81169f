/** Global event any screen can dispatch to ask for the sign-in dialog. */
export const OPEN_SIGN_IN_DIALOG_EVENT = 'open-signin-dialog';

export function openSignInDialog() {
  document.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_DIALOG_EVENT));
}
