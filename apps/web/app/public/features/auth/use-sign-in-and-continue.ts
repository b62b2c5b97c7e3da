import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { showToast } from "../../../lib/toast";
import { safeRedirect } from "./safe-redirect";

/**
 * What a successful login and a completed signup both end with (spec 01 §2, §4): the token and
 * profile are kept, then the visitor goes where they were going — the `redirect` query when it
 * is a path on this site (a plan's buy button, the payment view, a guarded page), else the user
 * centre. When the profile cannot be loaded no token is kept, 'check user info request error'
 * is shown and the caller decides what follows (false).
 */
export function useSignInAndContinue(): (sessionToken: string) => Promise<boolean> {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (sessionToken) => {
    try {
      // Loaded when a session has been granted, not with the page (ADR 310).
      const { completeSignIn } = await import("../../../lib/session/sign-in");
      await completeSignIn(sessionToken);
    } catch {
      showToast({ color: "red", message: t("errors.checkUserInfo") });
      return false;
    }
    navigate(safeRedirect(search.get("redirect")), { replace: true });
    return true;
  };
}
