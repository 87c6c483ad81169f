/** A small ball-and-court mark drawn inline (no remote images). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-7 text-primary" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M4.5 7.5c3 1.2 5 4 5 8.5M19.5 7.5c-3 1.2-5 4-5 8.5"
        fill="none"
        stroke="white"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
