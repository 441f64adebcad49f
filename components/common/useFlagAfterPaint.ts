import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/utils/afterNextPaint';

/**
 * `on`, except that it turns true only once the browser has painted the frame in which `on` became true (it turns
 * false at once). For a change the shopper need not see in the answer to a press but that costs the browser a
 * restyle of many elements: made in the same frame, that restyle would delay the answer's paint (INP).
 */
export function useFlagAfterPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!on) return;
    const cancel = afterNextPaint(() => setPainted(true));
    return () => {
      cancel();
      setPainted(false);
    };
  }, [on]);
  return on && painted;
}
