// Follows files dragged over the document for the full-screen drop. It lives outside the lazily loaded
// image search so the first drag of a visit is seen: it is what triggers that load. Nested elements fire
// dragenter/dragleave in pairs as the pointer moves, so "active" follows a counter of entered elements.
import { useCallback, useEffect, useRef, useState } from 'react';

function carriesFiles(event: DragEvent): boolean {
  const types = event.dataTransfer?.types;
  return Boolean(types && Array.from(types).includes('Files'));
}

export interface DocumentFileDrag {
  /** True while files are being dragged over the document. */
  active: boolean;
  /** Ends the drag state (after the overlay took a drop). */
  reset: () => void;
  /** Files dropped while `catchDrops` was on (the overlay was not there yet to take them), else null. */
  caught: File[] | null;
  /** Hands the caught files over: clears `caught`. */
  takeCaught: () => void;
}

/**
 * @param enabled listen at all (off while an upload runs).
 * @param catchDrops accept drops on the document itself and keep their files: on while the overlay's code is still
 *   loading, so a photo dropped in that moment is searched instead of the browser opening it in place of the shop.
 */
export function useDocumentFileDrag(enabled: boolean, catchDrops: boolean): DocumentFileDrag {
  const [active, setActive] = useState(false);
  const [caught, setCaught] = useState<File[] | null>(null);
  const depth = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current += 1;
      setActive(true);
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const onEnd = () => {
      depth.current = 0;
      setActive(false);
    };
    document.addEventListener('dragenter', onEnter);
    document.addEventListener('dragleave', onLeave);
    document.addEventListener('drop', onEnd);
    document.addEventListener('dragend', onEnd);
    return () => {
      document.removeEventListener('dragenter', onEnter);
      document.removeEventListener('dragleave', onLeave);
      document.removeEventListener('drop', onEnd);
      document.removeEventListener('dragend', onEnd);
      depth.current = 0;
      setActive(false);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !catchDrops) return undefined;
    const onOver = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault(); // Marks the document as a drop target.
    };
    const onDrop = (event: DragEvent) => {
      // A drop area of the page took it already: not ours.
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) setCaught(files);
    };
    document.addEventListener('dragover', onOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('dragover', onOver);
      document.removeEventListener('drop', onDrop);
    };
  }, [enabled, catchDrops]);

  const reset = useCallback(() => {
    depth.current = 0;
    setActive(false);
  }, []);
  const takeCaught = useCallback(() => setCaught(null), []);
  return { active, reset, caught, takeCaught };
}
