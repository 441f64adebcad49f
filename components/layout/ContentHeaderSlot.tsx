// The right-hand area of the content header. A page fills it from anywhere in its tree with
// <ContentHeaderActions>…</ContentHeaderActions>; the layout owns where it appears. Implemented as a portal
// target handed down by context, so pages need no new props from _app.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const ContentHeaderSlotContext = createContext<HTMLElement | null>(null);

export function ContentHeaderActions({ children }: { children: ReactNode }) {
  const target = useContext(ContentHeaderSlotContext);
  return target ? createPortal(children, target) : null;
}
