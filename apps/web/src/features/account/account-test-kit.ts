import type { ErrorCode, ErrorResponse, UserProfile } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import {
  type FakeResponse,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

/** The answer of a request whose success is only its message (202: `data` is null). */
export function accepted(message: string): FakeResponse {
  return { status: 202, body: { message, data: null } };
}

/** A success with no body, as sign-outs and deletions answer. */
export const NO_CONTENT: FakeResponse = { status: 204 };

/** The API's failure envelope, with the catalogue's code and, for some, details. */
export function refusal(
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorResponse['details'],
): FakeResponse {
  return { status, body: { message, statusCode: status, code, details } };
}

/** Alex, as the session's profile query reads him. */
export const alex: UserProfile = { ...sampleProfile, visibility: 'public' };

/** Alex with an email not verified yet. */
export const unverifiedAlex: UserProfile = { ...alex, emailVerified: false };

/** Alex is signed in: the token cookie, and `GET /user/profile` answering `profile`. */
export function signedInAs(profile: UserProfile = alex) {
  setTokenCookie(makeToken({ sub: profile.id, firstName: profile.firstName }));
  return { 'GET /user/profile': ok(profile) };
}

/** The sign-in dialog at its 'Forgot your password?' form (a chunk loaded when first opened). */
export async function findForgotDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
  await within(dialog).findByLabelText('Email');
  return dialog;
}
