/**
 * Shared look of text fields, including the invalid state driven by aria-invalid. 16 px text on
 * phones, so iOS does not zoom into a field when it takes focus.
 */
export const fieldClassName =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm sm:text-sm transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-2 aria-invalid:ring-destructive/20';
