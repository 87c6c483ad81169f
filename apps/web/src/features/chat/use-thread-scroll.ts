import { useLayoutEffect, useRef } from 'react';

/** Within this many pixels of an edge counts as being there. */
const NEAR_EDGE_PX = 80;

interface ThreadScrollOptions {
  /** keys of the first and last item shown (null while nothing is) */
  firstKey: string | null;
  lastKey: string | null;
  /** the last item is mine: I sent it, so it scrolls into view wherever I was */
  lastIsMine: boolean;
  /** called when I scroll near the top and older messages exist */
  onNearTop: () => void;
}

/**
 * The thread's scrolling: it opens at the newest message; a new message keeps me at the bottom
 * when I was there (and leaves me where I was reading otherwise); older messages added above
 * keep the same messages in view; scrolling near the top asks for older messages.
 */
export function useThreadScroll({ firstKey, lastKey, lastIsMine, onNearTop }: ThreadScrollOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  /** How far above the bottom I was before the latest change. */
  const fromBottom = useRef(0);
  const shown = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });

  const measure = (element: HTMLElement) => {
    fromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
  };

  const onScroll = () => {
    const element = scroller.current;
    if (element === null) return;
    measure(element);
    if (element.scrollTop < NEAR_EDGE_PX) onNearTop();
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = shown.current;
    shown.current = { first: firstKey, last: lastKey };
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    if (before.last === null) toBottom();
    else if (before.last !== lastKey) {
      if (lastIsMine || fromBottom.current < NEAR_EDGE_PX) toBottom();
    } else if (before.first !== firstKey) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
    measure(element);
  }, [firstKey, lastKey, lastIsMine]);

  return { scroller, onScroll };
}
