import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation for what a person sends with a button: while one request is in flight, another
 * call does nothing, so a double click (or a second tap before the button shows it is busy)
 * sends once. `isPending` is true from the first call; the button shows it with `disabled`.
 *
 * A ref, not state: both clicks of a double click can run before React renders the disabled
 * button, and TanStack tells the component a mutation is pending only a tick later.
 */
export function useSendOnce<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const sending = useRef<Promise<TData> | null>(null);
  const mutation = useMutation(options);
  const { mutateAsync } = mutation;

  const sendAsync = useCallback<typeof mutateAsync>(
    (...args) => {
      if (sending.current !== null) return sending.current;
      const request = mutateAsync(...args).finally(() => {
        sending.current = null;
      });
      sending.current = request;
      return request;
    },
    [mutateAsync],
  );
  const send = useCallback<UseMutationResult<TData, TError, TVariables, TContext>['mutate']>(
    (...args) => {
      // A failure is the mutation's error (and its onError), as with useMutation's mutate.
      sendAsync(...args).catch(() => undefined);
    },
    [sendAsync],
  );

  return { ...mutation, mutate: send, mutateAsync: sendAsync } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
