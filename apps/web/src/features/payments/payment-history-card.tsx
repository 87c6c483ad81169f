import type { PaymentKind, PaymentRecord, PaymentStatus } from '@betterplay/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  DataList,
  LoadState,
  type DataListColumn,
} from '@betterplay/ui';
import { formatDate, formatDollars } from '../../lib/format.ts';

export const PAYMENT_HISTORY_TEXTS = {
  title: 'Payments',
  empty: 'No payments yet. Courts you book and paid socials you join show here.',
  loading: 'Loading your payments...',
} as const;

/** What each status means to a player. */
export const PAYMENT_STATUS_TEXTS: Record<PaymentStatus, string> = {
  authorised: 'Held on card',
  captured: 'Paid',
  voided: 'Released',
  charged: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

const KIND_TEXTS: Record<PaymentKind, string> = {
  social: 'Social',
  court: 'Court',
  share: 'Share of a court',
};

const STATUS_VARIANTS: Record<PaymentStatus, 'default' | 'secondary' | 'destructive' | 'outline'> =
  {
    authorised: 'outline',
    captured: 'default',
    voided: 'secondary',
    charged: 'default',
    refunded: 'secondary',
    failed: 'destructive',
  };

/** 'Better Play: Sunday Doubles' → 'Sunday Doubles': the card statement's prefix says nothing here. */
const whatOf = (description: string) => description.replace(/^Better Play:\s*/, '');

const columns: DataListColumn<PaymentRecord>[] = [
  {
    id: 'what',
    header: 'For',
    primary: true,
    freeText: true,
    cell: ({ description, kind }) => (
      <span className="grid gap-0.5">
        <span>{whatOf(description)}</span>
        <span className="text-muted-foreground text-sm">{KIND_TEXTS[kind]}</span>
      </span>
    ),
  },
  { id: 'amount', header: 'Amount', cell: ({ amountCents }) => formatDollars(amountCents / 100) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ status }) => (
      <Badge variant={STATUS_VARIANTS[status]}>{PAYMENT_STATUS_TEXTS[status]}</Badge>
    ),
  },
  { id: 'date', header: 'Date', cell: ({ createdAt }) => formatDate(createdAt) },
];

export interface PaymentHistoryCardProps {
  /** The player's payments, newest first; undefined until they load. */
  payments: PaymentRecord[] | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?(): void;
}

/** The profile's Payments card: every payment with what it was for, its amount and status. */
export function PaymentHistoryCard({ payments, loading, error, onRetry }: PaymentHistoryCardProps) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{PAYMENT_HISTORY_TEXTS.title}</h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <LoadState
          loading={loading}
          loadingText={PAYMENT_HISTORY_TEXTS.loading}
          error={error}
          onRetry={onRetry}
          empty={payments !== undefined && payments.length === 0}
          emptyText={PAYMENT_HISTORY_TEXTS.empty}
          minHeight="6rem"
        >
          <DataList
            caption="Your payments"
            columns={columns}
            items={payments ?? []}
            getKey={(payment) => payment.id}
          />
        </LoadState>
      </CardContent>
    </Card>
  );
}
