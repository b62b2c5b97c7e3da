import type { MemberAuthorities } from "@portico/contracts";
import { useEffect, useState } from "react";
import { useIsLoggedIn } from "../../../lib/session/token";

/**
 * The customer's test-IP allowance from GET /api/member/authorities, or null: logged out, still
 * loading, or the call failed — in every such case the test tab stays hidden. The API client is
 * imported on demand so its schemas never weigh on the public page of a visitor.
 */
export function useTestAllowance(): MemberAuthorities | null {
  const loggedIn = useIsLoggedIn();
  const [authorities, setAuthorities] = useState<MemberAuthorities | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      setAuthorities(null);
      return;
    }
    let current = true;
    import("./static-isp-calls")
      .then(({ browserCall, memberAuthorities }) => browserCall(memberAuthorities))
      .then((answer) => {
        if (current) setAuthorities(answer);
      })
      .catch(() => {
        if (current) setAuthorities(null);
      });
    return () => {
      current = false;
    };
  }, [loggedIn]);

  return authorities;
}
