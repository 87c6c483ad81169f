import type { OrganizerWaitlist, OrganizerWaitlistEntry } from '@betterplay/contracts';
import { Button, LoadState, toast } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import {
  organizerWaitlistsQueryOptions,
  removeFromWaitlist,
  waitlistKeys,
} from './waitlist-api.ts';
import { clockTime, ordinal } from './waitlist-texts.ts';

/** The dashboard's Waitlists: each of my socials' line in order, live, with 'Remove'. */
export function OrganizerWaitlists() {
  const queryClient = useQueryClient();
  const lines = useQuery(organizerWaitlistsQueryOptions());
  useRealtimeEvent('waitlist:changed', () => {
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.organizer() });
  });
  return (
    <LoadState
      loading={lines.isPending}
      loadingText="Loading waitlists..."
      error={lines.isError ? `Could not load waitlists: ${lines.error.message}` : null}
      onRetry={() => void lines.refetch()}
    >
      <WaitlistLines lines={lines.data ?? []} />
    </LoadState>
  );
}

export function WaitlistLines({ lines }: { lines: OrganizerWaitlist[] }) {
  if (lines.length === 0)
    return <p className="text-muted-foreground">Nobody is waiting for a place.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {lines.map((line) => (
        <section
          key={line.socialId}
          aria-label={`Waitlist of ${line.socialName}`}
          className="grid gap-2 rounded-lg border p-4"
        >
          <h3 className="font-semibold">{line.socialName}</h3>
          <ol className="grid gap-2">
            {line.entries.map((entry) => (
              <WaitlistRow key={entry.userId} socialId={line.socialId} entry={entry} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function WaitlistRow({ socialId, entry }: { socialId: string; entry: OrganizerWaitlistEntry }) {
  const queryClient = useQueryClient();
  const name = `${entry.firstName} ${entry.lastName}`;
  const remove = useSendOnce({
    mutationFn: () => removeFromWaitlist(socialId, entry.userId),
    onSuccess: async ({ message }) => {
      toast({ title: message });
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.organizer() });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>
        <span className="font-medium">{`${ordinal(entry.position)} · ${name}`}</span>
        {entry.offer ? (
          <span className="block text-sm text-primary">
            Offered a place until {clockTime(entry.offer.expiresAt)}
          </span>
        ) : null}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={remove.isPending}
        aria-label={`Remove ${name} from the waitlist`}
        onClick={() => remove.mutate()}
      >
        Remove
      </Button>
    </li>
  );
}
