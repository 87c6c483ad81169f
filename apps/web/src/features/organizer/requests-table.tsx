import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { Avatar, DataList, EmailText, type DataListColumn } from '@betterplay/ui';
import { useEffect, useRef, type RefObject } from 'react';
import { NO_BOOKINGS_TEXT } from './bookings-table.tsx';
import { RequestActions } from './request-actions.tsx';
import { socialFactsColumns } from './social-facts-columns.tsx';
import { useRejectionsWaiting } from './use-reject-with-undo.ts';

interface RequestsTableProps {
  /** undefined while loading: the space stays reserved and no empty text shows yet. */
  requests: OrganizerJoinRequest[] | undefined;
  /** The section's heading (tabIndex -1): where focus goes when the last request is decided. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Focus fell to the page because its element left the DOM; nobody chose a new place for it. */
function focusWasLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

const playerColumn: DataListColumn<OrganizerJoinRequest> = {
  id: 'player',
  header: 'Player',
  primary: true,
  freeText: true,
  cell: (request) => (
    <span className="flex items-center gap-3">
      <Avatar
        src={request.avatar}
        firstName={request.firstName}
        lastName={request.lastName}
        size="sm"
      />
      <span className="min-w-0">
        <span className="block">{`${request.firstName} ${request.lastName}`}</span>
        <span className="block text-sm font-normal text-muted-foreground">
          <EmailText email={request.email} />
        </span>
      </span>
    </span>
  ),
};

const socialColumn: DataListColumn<OrganizerJoinRequest> = {
  id: 'social',
  header: 'Social',
  freeText: true,
  cell: (request) => (
    <>
      <span className="block">Requested for {request.socialName}</span>
      {request.message.trim() === '' ? null : (
        <span className="mt-1 block text-xs text-muted-foreground">“{request.message}”</span>
      )}
    </>
  ),
};

const factsColumns = socialFactsColumns<OrganizerJoinRequest>((request) => request);

/**
 * Pending join requests with Accept and Reject. A decided request leaves the list when it
 * reloads; keyboard focus then moves on to the next request's Accept button (or the one before
 * it), and to the heading when none is left, rather than falling to the page.
 */
export function RequestsTable({ requests: loaded, headingRef }: RequestsTableProps) {
  // A rejection waiting for its Undo window has left the list already.
  const rejecting = useRejectionsWaiting();
  const requests = loaded?.filter((request) => !rejecting(request.id));
  const acceptButtons = useRef(new Map<string, HTMLButtonElement>());
  // The decided request and, nearest first, the requests whose Accept may take the focus.
  const focusPlan = useRef<{ decidedId: string; candidates: string[] } | null>(null);

  const planFocus = (decidedId: string) => {
    const list = requests ?? [];
    const index = list.findIndex((request) => request.id === decidedId);
    const after = list.slice(index + 1);
    const before = list.slice(0, Math.max(index, 0)).reverse();
    focusPlan.current = { decidedId, candidates: [...after, ...before].map(({ id }) => id) };
  };

  useEffect(() => {
    const plan = focusPlan.current;
    if (plan === null || requests === undefined) return;
    if (requests.some((request) => request.id === plan.decidedId)) return;
    focusPlan.current = null;
    if (!focusWasLost()) return;
    const next = plan.candidates
      .map((id) => acceptButtons.current.get(id))
      .find((button) => button !== undefined && button.isConnected);
    (next ?? headingRef.current)?.focus();
  }, [requests, headingRef]);

  const columns: DataListColumn<OrganizerJoinRequest>[] = [
    playerColumn,
    socialColumn,
    ...factsColumns,
    {
      id: 'actions',
      header: 'Actions',
      hideLabelOnCard: true,
      className: 'sm:text-right',
      cell: (request) => (
        <RequestActions
          request={request}
          onDecide={planFocus}
          acceptRef={(button) => {
            if (button === null) acceptButtons.current.delete(request.id);
            else acceptButtons.current.set(request.id, button);
          }}
        />
      ),
    },
  ];

  return (
    <DataList
      caption="Requests"
      columns={columns}
      items={requests ?? []}
      getKey={(request) => request.id}
      placeholder={requests === undefined ? null : NO_BOOKINGS_TEXT}
      minRows={requests === undefined ? 2 : undefined}
    />
  );
}
