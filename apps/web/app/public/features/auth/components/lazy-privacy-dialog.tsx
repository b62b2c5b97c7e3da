import { lazy, Suspense, useState } from "react";
import type { PrivacyDialogProps } from "./privacy-dialog";

const PrivacyDialog = lazy(() => import("./privacy-dialog").then((module) => ({ default: module.PrivacyDialog })));

/**
 * The privacy dialog, loaded the first time it opens: Mantine's Modal (focus trap, scroll lock,
 * portal, overlay) is ~15 KB gzip that a visitor who ticks the agreement box never needs.
 */
export function LazyPrivacyDialog(props: PrivacyDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyDialog {...props} />
    </Suspense>
  );
}
