import { messageOf } from '@betterplay/contracts';
import { Card, CardContent, CardHeader } from '@betterplay/ui';
import { useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DownloadDataButton } from './download-data-button.tsx';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';
import { useChangePassword } from './use-change-password.ts';
import { useDeleteAccount } from './use-delete-account.ts';
import { useSignOutEverywhere } from './use-sign-out-everywhere.ts';

export const ACCOUNT_SECTION_TEXTS = {
  password: 'Password',
  passwordIntro: 'Changing it signs you out on your other devices.',
  account: 'Your Account',
  everywhere: 'Signed in somewhere you should not be? End every session at once.',
  download: 'Everything your account holds, as a file to keep.',
  delete: 'Remove your account and what it holds.',
} as const;

/** One action of the account card: what it does, and its button. */
function AccountAction({ text, children }: { text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="text-sm text-muted-foreground">{text}</p>
      <div className="shrink-0 [&>button]:w-full sm:[&>button]:w-auto">{children}</div>
    </li>
  );
}

/** The profile's Password card: change it, staying signed in on this device. */
function PasswordCard() {
  const { change, saving, failure, changes } = useChangePassword();
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{ACCOUNT_SECTION_TEXTS.password}</h2>
        <p className="text-sm text-muted-foreground">{ACCOUNT_SECTION_TEXTS.passwordIntro}</p>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ChangePasswordForm
          saving={saving}
          failure={failure}
          changes={changes}
          username={user?.email}
          onChange={(values) => change(values)}
        />
      </CardContent>
    </Card>
  );
}

/** The profile's account card: sign out everywhere, download the data, delete the account. */
function AccountCard() {
  const everywhere = useSignOutEverywhere();
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const removal = useDeleteAccount();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{ACCOUNT_SECTION_TEXTS.account}</h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="divide-y">
          <AccountAction text={ACCOUNT_SECTION_TEXTS.everywhere}>
            <SignOutEverywhereDialog
              open={everywhereOpen}
              onOpenChange={(open) => {
                setEverywhereOpen(open);
                if (!open) everywhere.reset();
              }}
              signingOut={everywhere.isPending}
              error={everywhere.error ? messageOf(everywhere.error) : null}
              onConfirm={() => everywhere.mutate()}
            />
          </AccountAction>
          <AccountAction text={ACCOUNT_SECTION_TEXTS.download}>
            <DownloadDataButton />
          </AccountAction>
          <AccountAction text={ACCOUNT_SECTION_TEXTS.delete}>
            <DeleteAccountDialog
              open={deleteOpen}
              onOpenChange={(open) => {
                setDeleteOpen(open);
                if (!open) removal.reset();
              }}
              deleting={removal.deleting}
              failure={removal.failure}
              blockingSocials={removal.blockingSocials}
              onDelete={(values) => removal.deleteAccount(values)}
            />
          </AccountAction>
        </ul>
      </CardContent>
    </Card>
  );
}

/** The profile's account and security cards, below its settings. */
export function ProfileAccountSection() {
  return (
    <>
      <PasswordCard />
      <AccountCard />
    </>
  );
}
