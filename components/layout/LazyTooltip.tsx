// A MUI Tooltip whose code (Tooltip, Popper, @popperjs, the transition) loads the first time it is wanted, not
// with every page: the status bar's switches carry one each on every page. The trigger itself is rendered as is;
// this component opens the tooltip the way MUI's does (mouse after 100 ms, keyboard focus, a 700 ms press on a
// touch screen that stays 1.5 s, Escape closes) and the loaded part draws MUI's own Tooltip against it.
import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';
import dynamic from 'next/dynamic';

const TooltipPopup = dynamic(() => import('./TooltipPopup'), { ssr: false });

const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;

interface TriggerProps {
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  title: string;
  children: ReactElement<TriggerProps>;
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The timers behind one tooltip: opening after a delay, closing, and whether a touch is under way. */
function createTimers(open: (anchor: HTMLElement) => void, close: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let touching = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const later = (delay: number, action: () => void) => {
    clear();
    timer = setTimeout(action, delay);
  };
  return {
    clear,
    show: (anchor: HTMLElement, delay: number) => later(delay, () => open(anchor)),
    hide: () => {
      clear();
      close();
    },
    /** A tap also fires mouse events after the touch ones: while touching, the press decides. */
    touching: () => touching,
    touchStart: (anchor: HTMLElement) => {
      touching = true;
      later(TOUCH_ENTER_DELAY_MS, () => open(anchor));
    },
    touchEnd: (isOpen: boolean) => {
      if (isOpen) later(TOUCH_LEAVE_DELAY_MS, close);
      else clear();
      // The mouse events a tap emulates come right after touchend.
      setTimeout(() => {
        touching = false;
      }, 0);
    },
  };
}

export default function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // Loaded from the first hover, focus or press on, so the tooltip can also fade out.
  const [wanted, setWanted] = useState(false);
  const [timers] = useState(() =>
    createTimers(
      (element) => {
        setAnchor(element);
        setOpen(true);
      },
      () => setOpen(false),
    ),
  );

  useEffect(() => timers.clear, [timers]);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') timers.hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, timers]);

  const own = children.props;
  const handlers: TriggerProps = {
    'aria-label': title,
    onMouseOver: (event) => {
      own.onMouseOver?.(event);
      if (timers.touching() || open) return;
      setWanted(true);
      timers.show(event.currentTarget, ENTER_DELAY_MS);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      if (!timers.touching()) timers.hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!focusVisible(event.target)) return;
      setWanted(true);
      timers.show(event.currentTarget, ENTER_DELAY_MS);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      timers.hide();
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      setWanted(true);
      timers.touchStart(event.currentTarget);
    },
    onTouchEnd: (event) => {
      own.onTouchEnd?.(event);
      timers.touchEnd(open);
    },
  };

  return (
    <>
      {cloneElement(children, handlers)}
      {wanted && <TooltipPopup title={title} open={open} anchor={anchor} onClose={timers.hide} />}
    </>
  );
}
