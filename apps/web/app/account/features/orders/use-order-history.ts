import { type EndpointData, type OrderHistoryQuery, orderHistory } from "@portico/contracts";
import { useCallback, useEffect, useState } from "react";
import { browserCall } from "../../../lib/api/browser-call";

export type OrderHistory = EndpointData<typeof orderHistory>;

type HistoryState = {
  data: OrderHistory | null;
  /** Server clock minus this browser's, in seconds, when the answer came: the countdowns run on the server's time. */
  clockOffset: number;
  loading: boolean;
  failed: boolean;
};

/**
 * One page of an order list, read again when the query changes, when `reloadKey` changes (a
 * navigation to the same list, as the payment view makes after a payment) and on `reload()`.
 * A failed read keeps the rows already shown (spec 02 §8: list failures are quiet).
 */
export function useOrderHistory(query: OrderHistoryQuery, reloadKey: string) {
  const [state, setState] = useState<HistoryState>({ data: null, clockOffset: 0, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value (queryKey); reloadKey and version only ask for a new read
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    browserCall(orderHistory, query).then(
      (data) => {
        if (!current) return;
        // The clocks' difference is measured on the first answer and kept: it does not change
        // while the page is open, and one measure keeps the countdowns steady across reads.
        setState((previous) => ({
          data,
          clockOffset: previous.data ? previous.clockOffset : data.time - Date.now() / 1000,
          loading: false,
          failed: false,
        }));
      },
      () => {
        if (current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [queryKey, reloadKey, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
