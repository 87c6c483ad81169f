import type { SavedCard } from '@betterplay/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  DataList,
  LoadState,
  type DataListColumn,
} from '@betterplay/ui';
import type { Ref } from 'react';
import { CardBrandLogo } from './card-brand-logo.tsx';

export const PAYMENT_METHODS_TEXTS = {
  title: 'Payment Methods',
  update: 'Update Details',
  empty: 'No saved cards yet. Choose Update Details to add one and pay for courts in a tap.',
  loading: 'Loading your cards...',
  default: 'Default',
} as const;

/** '04/2030': the month with two digits, the year in full. */
export function expiryText(card: SavedCard['card']): string {
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

const columns: DataListColumn<SavedCard>[] = [
  {
    id: 'card',
    header: 'Card',
    primary: true,
    cell: ({ card, isDefault }) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CardBrandLogo brand={card.brand} />
        <span>ending in {card.last4}</span>
        {isDefault ? <Badge variant="secondary">{PAYMENT_METHODS_TEXTS.default}</Badge> : null}
      </span>
    ),
  },
  { id: 'expires', header: 'Expires', cell: ({ card }) => expiryText(card) },
  {
    id: 'name',
    header: 'Cardholder',
    freeText: true,
    cell: ({ cardholderName }) => cardholderName || '—',
  },
];

export interface PaymentMethodsCardProps {
  /** The saved cards; undefined until they load. */
  cards: SavedCard[] | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?(): void;
  /** Opens the 'Update Payment Details' dialog. */
  onUpdate(): void;
  /** The 'Update Details' button, so focus can come back to it when the dialog closes. */
  updateButtonRef?: Ref<HTMLButtonElement>;
}

/** The profile's saved cards: brand, last 4 digits, expiry, the default one marked. */
export function PaymentMethodsCard({
  cards,
  loading,
  error,
  onRetry,
  onUpdate,
  updateButtonRef,
}: PaymentMethodsCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{PAYMENT_METHODS_TEXTS.title}</h2>
        <Button ref={updateButtonRef} variant="outline" onClick={onUpdate}>
          {PAYMENT_METHODS_TEXTS.update}
        </Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <LoadState
          loading={loading}
          loadingText={PAYMENT_METHODS_TEXTS.loading}
          error={error}
          onRetry={onRetry}
          empty={cards !== undefined && cards.length === 0}
          emptyText={PAYMENT_METHODS_TEXTS.empty}
          minHeight="6rem"
        >
          <DataList
            caption="Saved cards"
            columns={columns}
            items={cards ?? []}
            getKey={(card) => card.id}
          />
        </LoadState>
      </CardContent>
    </Card>
  );
}
