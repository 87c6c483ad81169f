import { Button } from '@betterplay/ui';

interface LoadErrorProps {
  what: string;
  message: string;
  onRetry: () => void;
}

export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
    >
      <span>
        Could not load {what}: {message}
      </span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
