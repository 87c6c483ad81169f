/** Global event any screen can dispatch to ask for the sign-in dialog. */
export const OPEN_SIGN_IN_DIALOG_EVENT = 'open-signin-dialog';

export interface SignInDialogOptions {
  /** Where the app returns after signing up from the dialog, instead of the profile. */
  afterSignUp?: string;
  /** Opens at 'Forgot your password?', which asks for a reset link, rather than at the sign-in form. */
  forgotPassword?: boolean;
}

/** Which form the dialog shows: signing in, or asking for a password-reset link. */
export type SignInDialogView = 'sign-in' | 'forgot-password';

export function openSignInDialog() {
  openSignInDialogWith({});
}

/** The same dialog, told more (where signing up from it returns). */
export function openSignInDialogWith(options: SignInDialogOptions) {
  document.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_DIALOG_EVENT, { detail: options }));
}

/** What /signup is given, as the link's state, to return where the player was. */
export interface SignUpReturn {
  returnTo: string;
}

/**
 * The path to return to after signing up, from /signup's location state: only a path inside the
 * app (one slash, not '//host'), else null.
 */
export function signUpReturnOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
    return null;
  }
  return returnTo;
}
