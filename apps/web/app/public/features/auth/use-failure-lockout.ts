import { isLockedOut, recordFailure } from "@portico/domain";
import { useCallback, useState } from "react";

/**
 * The client lockout flag of spec 01 §4/§9: failures inside the 5-minute window are counted in
 * memory; from the 3rd the form shows the times-limit message. The server enforces its own limit.
 */
export function useFailureLockout() {
  const [failures, setFailures] = useState<number[]>([]);
  const fail = useCallback(() => setFailures((list) => recordFailure(list, Date.now())), []);
  return { locked: isLockedOut(failures, Date.now()), fail };
}
