import { timing } from "@padukuhan/shared/constants";
import { useCallback, useEffect, useRef, useState } from "react";

/** A success message that clears itself after the seed's 3 s; a newer one restarts the clock. */
export function useBanner() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), timing.bannerMs);
  }, []);
  /** A new attempt starts: the last one's success no longer describes what is happening. */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { message, show, clear };
}
