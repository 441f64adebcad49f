// For a dialog whose code loads when it is first opened (next/dynamic with ssr: false): true from the first
// `open` on, so the dialog mounts then and stays mounted, closing with its animation and focus return like a
// dialog rendered from the start.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
