/** Shared by Dialog and Sheet so both dim the page and place their close button the same way. */
export const overlayClassName = 'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in';

export const closeButtonClassName =
  'absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none [&_svg]:size-4';
