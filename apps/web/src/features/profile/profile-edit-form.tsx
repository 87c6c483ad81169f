import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  errorMessage,
  TEXT_LIMITS,
  type UserProfile,
} from '@betterplay/contracts';
import { Button, FileInput, FormField, Input, Label, Switch } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SportPreferencesField } from '../../components/sport-preferences-field.tsx';
import { TextField, type TextFieldSpec } from '../../components/text-field.tsx';
import {
  formValuesOf,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-form.ts';

type TextFieldName = 'firstName' | 'lastName' | 'phone' | 'height' | 'weight' | 'age';

const NAME_FIELDS: TextFieldSpec<TextFieldName>[] = [
  {
    name: 'firstName',
    label: 'First Name',
    autoComplete: 'given-name',
    maxLength: TEXT_LIMITS.personName,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    autoComplete: 'family-name',
    maxLength: TEXT_LIMITS.personName,
  },
];

const DETAIL_FIELDS: TextFieldSpec<TextFieldName>[] = [
  { name: 'phone', label: 'Mobile Number', type: 'tel', autoComplete: 'tel' },
  { name: 'height', label: 'Height (ft)', autoComplete: 'off', inputMode: 'decimal' },
  { name: 'weight', label: 'Weight (lb)', autoComplete: 'off', inputMode: 'decimal' },
  { name: 'age', label: 'Age', autoComplete: 'off', inputMode: 'numeric' },
];

const FORM_FIELDS = new Set<string>([...NAME_FIELDS, ...DETAIL_FIELDS].map(({ name }) => name));

/** A failed save: the server's message, and which fields it was about. */
export type SaveFailure = { message: string; details?: { path: string; message: string }[] };

export interface ProfileEditFormProps {
  profile: UserProfile;
  saving: boolean;
  failure: SaveFailure | null;
  onCancel(): void;
  onSave(values: ProfileFormOutput): void;
}

/**
 * The personal details in edit mode. It is mounted each time the edit icon opens it, so it
 * always starts from the saved user; the photo and the visibility go with Save Changes too.
 */
export function ProfileEditForm({
  profile,
  saving,
  failure,
  onCancel,
  onSave,
}: ProfileEditFormProps) {
  const resolver = useMemo(() => zodResolver(profileFormSchema(profile)), [profile]);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues: formValuesOf(profile),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors },
  } = form;

  useEffect(() => setFocus('firstName'), [setFocus]);

  // The server's word on a field shows under it, like the form's own checks.
  useEffect(() => {
    const fields = (failure?.details ?? []).filter(({ path }) => FORM_FIELDS.has(path));
    for (const { path, message } of fields) {
      setError(path as TextFieldName, { type: 'server', message });
    }
    const first = fields[0];
    if (first) setFocus(first.path as TextFieldName);
  }, [failure, setError, setFocus]);

  const renderField = (spec: TextFieldSpec<TextFieldName>) => (
    <TextField key={spec.name} form={form} idPrefix="profile" {...spec} />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="grid gap-5" aria-busy={saving}>
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <FileInput
            id="profile-photo"
            label="Profile Photo"
            description="JPEG, PNG, WebP, GIF or AVIF, at most 5 MB."
            accept={AVATAR_ACCEPT}
            maxSizeBytes={AVATAR_MAX_BYTES}
            preview
            previewAlt="Your new profile photo"
            error={errors.photo?.message}
            disabled={saving}
            onFileChange={(file) => {
              clearErrors('photo');
              field.onChange(file);
            }}
            onReject={(reason) =>
              setError('photo', {
                type: reason,
                message: errorMessage(reason === 'type' ? 'FILE_NOT_IMAGE' : 'FILE_TOO_LARGE'),
              })
            }
          />
        )}
      />
      <Controller
        control={control}
        name="visibility"
        render={({ field }) => (
          <div className="grid gap-1.5">
            <div className="flex min-h-11 items-center gap-3">
              <Switch
                id="profile-visibility"
                ref={field.ref}
                checked={field.value === 'public'}
                onCheckedChange={(checked) => field.onChange(checked ? 'public' : 'private')}
                onBlur={field.onBlur}
                aria-describedby="profile-visibility-description"
                disabled={saving}
              />
              <Label htmlFor="profile-visibility">Public profile</Label>
            </div>
            <p id="profile-visibility-description" className="text-sm text-muted-foreground">
              {field.value === 'public'
                ? 'Other players see your details and the sports you like.'
                : 'Other players see only your name and photo.'}
            </p>
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NAME_FIELDS.map(renderField)}
        <FormField id="profile-email" label="Email">
          {(control) => (
            <>
              <Input
                {...control}
                type="email"
                value={profile.email}
                readOnly
                aria-describedby="profile-email-note"
                className="bg-muted"
              />
              <p id="profile-email-note" className="text-sm text-muted-foreground">
                Your email cannot be changed.
              </p>
            </>
          )}
        </FormField>
        {DETAIL_FIELDS.map(renderField)}
      </div>
      <Controller
        control={control}
        name="sportPreferences"
        render={({ field, fieldState }) => (
          <SportPreferencesField
            legend="Sports Liked"
            idPrefix="profile"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {failure === null ? null : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
