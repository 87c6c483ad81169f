import { LoaderCircle } from 'lucide-react';

/** Covers its positioned parent while the first data arrives. */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 flex items-start justify-center rounded-lg bg-background/80 pt-24 backdrop-blur-[1px]"
    >
      <p className="flex items-center gap-3 text-base font-medium">
        <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden />
        {text}
      </p>
    </div>
  );
}
