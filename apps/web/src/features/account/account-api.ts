import {
  tokenSchema,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@betterplay/contracts';
import { z } from 'zod';
import { apiFile, apiRequest, apiSend } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/** What the export is saved as when the server names no file. */
export const EXPORT_FALLBACK_NAME = 'betterplay-data.json';

/** POST /auth/password/forgot: the same answer whether or not the email has an account. */
export async function askForPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await apiRequest('/auth/password/forgot', {
    method: 'POST',
    body: input,
    auth: false,
    schema: z.null(),
  });
}

/** POST /auth/password/reset: answers a token, which signs the person in on this device. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { data } = await apiRequest('/auth/password/reset', {
    method: 'POST',
    body: input,
    auth: false,
    schema: tokenSchema,
  });
  return data;
}

/** POST /auth/email/verify: follows the link of a verification mail (no sign-in needed). */
export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('/auth/email/verify', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: z.null(),
  });
}

/** POST /user/email/verification: mails the signed-in person a new verification link. */
export async function resendVerification(): Promise<void> {
  await apiRequest('/user/email/verification', { method: 'POST', schema: z.null() });
}

/** PUT /user/password: answers a new token for this device; every other session ends. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const { data } = await apiRequest('/user/password', {
    method: 'PUT',
    body: input,
    schema: tokenSchema,
  });
  return data;
}

/** POST /user/sessions/revoke: every token of the account, this device's too, stops working. */
export async function signOutEverywhere(): Promise<void> {
  await apiSend('/user/sessions/revoke', { method: 'POST' });
}

/** GET /user/export: everything the account holds, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const { blob, filename } = await apiFile('/user/export');
  saveFile(blob, filename ?? EXPORT_FALLBACK_NAME);
}

/** DELETE /user/account: the account goes, after the password is checked. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiSend('/user/account', { method: 'DELETE', body: input });
}
