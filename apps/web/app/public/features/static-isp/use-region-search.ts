import type { StaticRegion } from "@portico/contracts";
import { useEffect, useState } from "react";

const DEBOUNCE_MS = 250;

/**
 * The regions to show for the search box: the server-rendered list while the keyword is empty,
 * otherwise the API's answer for the keyword (it matches codes and names in both languages).
 */
export function useRegionSearch(initial: StaticRegion[], keyword: string) {
  const [results, setResults] = useState<StaticRegion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const trimmed = keyword.trim();

  useEffect(() => {
    if (trimmed === "") {
      setResults(null);
      setFailed(false);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      import("./static-isp-calls")
        .then(({ browserCall, staticRegions }) => browserCall(staticRegions, { keyword: trimmed }))
        .then(({ area }) => {
          if (!current) return;
          setResults(area);
          setFailed(false);
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed]);

  return {
    regions: trimmed === "" ? initial : (results ?? initial),
    searching: trimmed !== "" && results === null,
    failed,
  };
}
