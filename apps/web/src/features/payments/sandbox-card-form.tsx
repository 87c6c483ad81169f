import { FormField, Input } from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CardProvider } from './card-provider.ts';
import { confirmSandboxSetup } from './payments-api.ts';
import {
  emptySandboxCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  sandboxCardSchema,
  type SandboxCardValues,
} from './sandbox-card-schema.ts';

interface FieldSpec {
  name: keyof SandboxCardValues;
  label: string;
  placeholder: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  format(text: string): string;
}

const NUMBER: FieldSpec = {
  name: 'number',
  label: 'Card number',
  placeholder: '1234 1234 1234 1234',
  autoComplete: 'cc-number',
  format: formatCardNumber,
};
const EXPIRY: FieldSpec = {
  name: 'expiry',
  label: 'Expiry (MM/YY)',
  placeholder: 'MM/YY',
  autoComplete: 'cc-exp',
  format: formatExpiry,
};
const CVC: FieldSpec = {
  name: 'cvc',
  label: 'CVC',
  placeholder: '123',
  autoComplete: 'cc-csc',
  format: (text) => text.replace(/\D/g, '').slice(0, 4),
};

export interface SandboxCardFormProps {
  /** The card provider the dialog confirms with, while this field is mounted. */
  ref?: Ref<CardProvider>;
  /** Filled in at first render (stories show the field with a card typed in). */
  defaultValues?: SandboxCardValues;
  /** Shows the checks' messages at once (stories). */
  showErrors?: boolean;
}

/**
 * The offline sandbox's card field: number, expiry and CVC, checked in the browser (the Luhn
 * rule, a real month not in the past, 3 or 4 digits) before the sandbox gateway sees them.
 * It is not a form of its own: it sits in the dialog's form, which asks it through `ref`.
 */
export function SandboxCardForm({ ref, defaultValues, showErrors = false }: SandboxCardFormProps) {
  const resolver = useMemo(() => zodResolver(sandboxCardSchema(() => new Date())), []);
  const { control, trigger, getValues } = useForm<SandboxCardValues>({
    defaultValues: defaultValues ?? emptySandboxCard,
    resolver,
    mode: showErrors ? 'all' : 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Like a submitted form: once checked, each field is checked again as it changes.
  const checked = useRef(showErrors);

  useImperativeHandle(
    ref,
    (): CardProvider => ({
      isLoaded: () => true,
      checkCard: () => {
        checked.current = true;
        return trigger(undefined, { shouldFocus: true });
      },
      async confirm({ clientSecret }) {
        const { number, expiry, cvc } = getValues();
        const parsed = parseExpiry(expiry);
        // checkCard ran first; a card that no longer parses is the provider's 'invalid'.
        if (parsed === null) throw new Error('Your card’s expiration date is invalid.');
        const result = await confirmSandboxSetup({
          clientSecret,
          card: { number: number.replace(/\s+/g, ''), ...parsed, cvc },
        });
        return { status: result.status, paymentMethodId: result.paymentMethodId };
      },
    }),
    [getValues, trigger],
  );

  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);

  const renderField = (spec: FieldSpec) => (
    <Controller
      key={spec.name}
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => (
        <FormField
          id={`sandbox-card-${spec.name}`}
          label={spec.label}
          error={fieldState.error?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(spec.format(event.target.value));
                if (checked.current) void trigger(spec.name);
              }}
              inputMode="numeric"
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
            />
          )}
        </FormField>
      )}
    />
  );

  return (
    <div className="grid gap-4" role="group" aria-label="Card details">
      {renderField(NUMBER)}
      <div className="grid grid-cols-2 gap-3">
        {renderField(EXPIRY)}
        {renderField(CVC)}
      </div>
    </div>
  );
}
