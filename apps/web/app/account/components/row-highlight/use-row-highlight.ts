import { useEffect, useState } from "react";

/** How long the row named by `?orderNo=` stays highlighted (spec 02 §4, §9). */
export const ROW_HIGHLIGHT_MS = 2000;

/**
 * The order to highlight: the one `?orderNo=` names, from the first time the list has loaded
 * after arriving (`arrivalKey`: the navigation) until 2 s later. Later reads of the list (a
 * filter, a page) do not highlight it again.
 */
export function useRowHighlight(orderNo: string | null, loaded: boolean, arrivalKey: string): string | null {
  const [highlighted, setHighlighted] = useState<{ orderNo: string; arrivalKey: string } | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    if (!orderNo || !loaded || doneFor === arrivalKey) return;
    setDoneFor(arrivalKey);
    setHighlighted({ orderNo, arrivalKey });
  }, [orderNo, loaded, arrivalKey, doneFor]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(null), ROW_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return highlighted?.arrivalKey === arrivalKey ? highlighted.orderNo.toUpperCase() : null;
}
