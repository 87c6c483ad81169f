import { Button } from '@betterplay/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Loaded when the menu is first opened: a visitor who never opens it never downloads the sheet.
const SideMenuSheet = lazy(async () => ({
  default: (await import('./side-menu-sheet.tsx')).SideMenuSheet,
}));

/** The header's menu button, and the menu sheet it opens. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <SideMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
