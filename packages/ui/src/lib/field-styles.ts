/** Shared look of text fields, including the invalid state driven by aria-invalid. */
export const fieldClassName =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-sm transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-2 aria-invalid:ring-destructive/20';
