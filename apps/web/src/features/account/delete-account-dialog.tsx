import { deleteAccountSchema, type DeleteAccountInput } from '@betterplay/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../components/text-field.tsx';
import { DELETE_ACCOUNT_TEXTS } from './delete-account-texts.ts';
import { useFieldFailures, type FormFailure } from './form-failure.ts';

/** A social that keeps the account, with the address of its page. */
export interface BlockingSocial {
  id: string;
  name: string;
  path: string;
}

const FIELDS = ['password'] as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  deleting: boolean;
  failure: FormFailure | null;
  /** the socials the server named when other players are going to them */
  blockingSocials: BlockingSocial[];
  onDelete(values: DeleteAccountInput): void;
}

function DeleteAccountForm({
  deleting,
  failure,
  blockingSocials,
  onDelete,
}: Omit<DeleteAccountDialogProps, 'open' | 'onOpenChange'>) {
  const texts = DELETE_ACCOUNT_TEXTS;
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { password: '' },
  });
  const alert = useFieldFailures(form, failure, FIELDS);
  return (
    <form noValidate onSubmit={form.handleSubmit(onDelete)} className="grid gap-4">
      <TextField
        form={form}
        idPrefix="delete-account"
        name="password"
        label={texts.password}
        type="password"
        autoComplete="current-password"
      />
      {alert === null ? null : (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{alert}</p>
          {blockingSocials.length === 0 ? null : (
            <ul aria-label={texts.blocking} className="grid gap-1">
              {blockingSocials.map((social) => (
                <li key={social.id}>
                  <Link
                    to={social.path}
                    className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 sm:min-h-0"
                  >
                    {social.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {texts.keep}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={deleting}>
          {deleting ? texts.busy : texts.button}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Delete my account' and the dialog that says what deleting does and asks for the password.
 * Closing returns focus to the button; the password is forgotten with the dialog.
 */
export function DeleteAccountDialog({ open, onOpenChange, ...form }: DeleteAccountDialogProps) {
  const texts = DELETE_ACCOUNT_TEXTS;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive">
          {texts.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {texts.consequences.map((consequence) => (
            <li key={consequence}>{consequence}</li>
          ))}
        </ul>
        <p className="text-sm">{texts.organiser}</p>
        <p className="text-sm text-muted-foreground">{texts.signUpAgain}</p>
        <DeleteAccountForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
