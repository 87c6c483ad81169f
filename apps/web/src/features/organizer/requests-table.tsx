import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { Avatar, Button } from '@betterplay/ui';
import { Check, LoaderCircle, X } from 'lucide-react';
import { Cell, OrganizerTable } from './organizer-table.tsx';
import { useRequestDecision } from './use-request-decision.ts';

/** `requests` is undefined while loading: no rows and no empty text yet. */
export function RequestsTable({ requests }: { requests: OrganizerJoinRequest[] | undefined }) {
  return (
    <OrganizerTable
      caption="Requests"
      columns={['Player', 'Social', 'Actions']}
      empty={requests?.length === 0}
    >
      {(requests ?? []).map((request) => (
        <RequestRow key={request.id} request={request} />
      ))}
    </OrganizerTable>
  );
}

function RequestRow({ request }: { request: OrganizerJoinRequest }) {
  const decision = useRequestDecision(request.id);
  const fullName = `${request.firstName} ${request.lastName}`;
  const acting = decision.isPending ? decision.variables : null;

  return (
    <tr aria-busy={decision.isPending}>
      <Cell>
        <div className="flex items-center gap-3">
          <Avatar
            src={request.avatar}
            firstName={request.firstName}
            lastName={request.lastName}
            size="sm"
          />
          <div className="min-w-0">
            <p className="font-medium">{fullName}</p>
            <p className="wrap-anywhere text-muted-foreground">{request.email}</p>
          </div>
        </div>
      </Cell>
      <Cell>
        <p>Requested for {request.socialName}</p>
        {request.message.trim() === '' ? null : (
          <p className="mt-1 text-xs break-words text-muted-foreground">“{request.message}”</p>
        )}
      </Cell>
      <Cell>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            size="sm"
            aria-label={`Accept ${fullName} for ${request.socialName}`}
            disabled={decision.isPending}
            onClick={() => decision.mutate('accept')}
          >
            {acting === 'accept' ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Check aria-hidden />
            )}
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${fullName} for ${request.socialName}`}
            disabled={decision.isPending}
            onClick={() => decision.mutate('reject')}
          >
            {acting === 'reject' ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <X aria-hidden />
            )}
            Reject
          </Button>
        </div>
      </Cell>
    </tr>
  );
}
