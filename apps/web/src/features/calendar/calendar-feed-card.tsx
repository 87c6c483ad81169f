import { webcalUrl } from '@betterplay/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDialog,
  Input,
  Label,
  LoadState,
} from '@betterplay/ui';
import { useId } from 'react';

export const CALENDAR_TEXTS = {
  title: 'Calendar',
  intro:
    'Your socials and courts in your own calendar app, kept up to date: new ones appear, changes follow, cancelled ones are marked.',
  loading: 'Loading your calendar address...',
  address: 'Calendar address',
  private: 'Anyone with this address can see your calendar. Keep it to yourself.',
  copy: 'Copy',
  copied: 'Calendar address copied',
  subscribe: 'Subscribe',
  reset: 'Reset address',
  resetTitle: 'Reset the calendar address?',
  resetBody:
    'Calendars subscribed to the current address stop updating. Subscribe again with the new one.',
  keep: 'Keep this address',
  resetting: 'Resetting...',
} as const;

export interface CalendarFeedCardProps {
  /** the feed's address; undefined until it loads */
  url: string | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?(): void;
  onCopy(url: string): void;
  /** the reset dialog, its request and its failure (in the server's words) */
  resetOpen: boolean;
  onResetOpenChange(open: boolean): void;
  resetting: boolean;
  resetError: string | null;
  onReset(): void;
}

/** The profile's Calendar card: the feed's address to copy or subscribe to, and a way to reset it. */
export function CalendarFeedCard({
  url,
  loading,
  error,
  onRetry,
  onCopy,
  resetOpen,
  onResetOpenChange,
  resetting,
  resetError,
  onReset,
}: CalendarFeedCardProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-lg font-semibold">{CALENDAR_TEXTS.title}</h2>
        <p className="text-muted-foreground text-sm">{CALENDAR_TEXTS.intro}</p>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <LoadState
          loading={loading}
          loadingText={CALENDAR_TEXTS.loading}
          error={error}
          onRetry={onRetry}
          minHeight="6rem"
        >
          {url ? (
            <div className="flex flex-col gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={inputId}>{CALENDAR_TEXTS.address}</Label>
                <Input
                  id={inputId}
                  readOnly
                  value={url}
                  aria-describedby={hintId}
                  className="font-mono text-base"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <p id={hintId} className="text-muted-foreground text-sm">
                  {CALENDAR_TEXTS.private}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={() => onCopy(url)}>
                  {CALENDAR_TEXTS.copy}
                </Button>
                <Button asChild variant="outline">
                  <a href={webcalUrl(url)}>{CALENDAR_TEXTS.subscribe}</a>
                </Button>
                <ConfirmDialog
                  open={resetOpen}
                  onOpenChange={onResetOpenChange}
                  trigger={
                    <Button type="button" variant="outline">
                      {CALENDAR_TEXTS.reset}
                    </Button>
                  }
                  title={CALENDAR_TEXTS.resetTitle}
                  description={CALENDAR_TEXTS.resetBody}
                  error={resetError}
                  keepLabel={CALENDAR_TEXTS.keep}
                  confirmLabel={CALENDAR_TEXTS.reset}
                  busyLabel={CALENDAR_TEXTS.resetting}
                  busy={resetting}
                  onConfirm={onReset}
                />
              </div>
            </div>
          ) : null}
        </LoadState>
      </CardContent>
    </Card>
  );
}
