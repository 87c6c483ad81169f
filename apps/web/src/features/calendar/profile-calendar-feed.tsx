import { messageOf } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { calendarAddressQueryOptions, calendarKeys, resetCalendarAddress } from './calendar-api.ts';
import { CALENDAR_TEXTS, CalendarFeedCard } from './calendar-feed-card.tsx';

export const ADDRESS_RESET = 'Calendar address reset';
export const COPY_FAILED = 'Could not copy. Select the address and copy it yourself.';

/** The profile's Calendar card with the signed-in person's feed address. */
export function ProfileCalendarFeed() {
  const queryClient = useQueryClient();
  const address = useQuery(calendarAddressQueryOptions());
  const [resetOpen, setResetOpen] = useState(false);
  const reset = useSendOnce({
    mutationFn: resetCalendarAddress,
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarKeys.address, fresh);
      setResetOpen(false);
      toast({ title: ADDRESS_RESET });
    },
  });
  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => toast({ title: CALENDAR_TEXTS.copied }),
      () => toast({ title: COPY_FAILED, variant: 'destructive' }),
    );
  };
  return (
    <CalendarFeedCard
      url={address.data?.url}
      loading={address.isPending}
      error={address.error}
      onRetry={() => void address.refetch()}
      onCopy={copy}
      resetOpen={resetOpen}
      onResetOpenChange={(open) => {
        setResetOpen(open);
        if (!open) reset.reset();
      }}
      resetting={reset.isPending}
      resetError={reset.error ? messageOf(reset.error) : null}
      onReset={() => reset.mutate()}
    />
  );
}
