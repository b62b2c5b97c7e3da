import { Button, Group, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../components/notice/notice";
import { ApiError } from "../../../lib/api/api-error";
import { useHydrated } from "../../../lib/use-hydrated";

type Results = readonly UseQueryResult<unknown, Error>[];

/** The data of each query, in order: what `children` receives once every one has some. */
type DataOf<Q extends Results> = { [K in keyof Q]: Q[K] extends UseQueryResult<infer Data, Error> ? Data : never };

type QueryStateProps<Q extends Results> = {
  /** The screen's queries (`useEndpointQuery`); read in parallel, shown together. */
  queries: Q;
  children: (...data: DataOf<Q>) => ReactNode;
};

/**
 * The user centre's one loading pattern and one error pattern, for every screen's data:
 * - nothing to show yet: a loader where the content will be;
 * - a read failed: a quiet notice where the content goes, with the server's message when it sent
 *   one and "Try again" (spec 02 §8: the user centre's reads fail without a toast); content
 *   already shown stays below the notice;
 * - another input is being read (a filter, a page): the previous content stays, dimmed and inert.
 * A re-read of what is shown (a mutation's invalidation, the window's focus) changes it in place.
 * Drawn with the app's base styles and query-state.css (no Mantine overlay or alert): every
 * chunk a user-centre route imports is listed in the route manifest each public page loads.
 */
export function QueryState<const Q extends Results>({ queries, children }: QueryStateProps<Q>) {
  // A screen the server drew shows its loader there; answers the browser already has (reads started
  // before hydration) replace it the render after, so the hydrating render matches the server's.
  const hydrated = useHydrated();
  const ready = hydrated && queries.every((query) => query.data !== undefined);
  // The content's first drawing is deferred: React draws it in slices it can interrupt, rather than
  // in one task that blocks input (answers arrive through the query cache's store, whose updates
  // are otherwise drawn at once). Once drawn, changes to it are drawn at once as before.
  const shown = useDeferredValue(ready);
  if (!hydrated) return <QueryLoading />;
  const failed = queries.filter((query) => query.isError);
  const notice =
    failed.length > 0 ? (
      <QueryError
        error={failed[0]?.error ?? null}
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    ) : null;
  if (!ready || !shown) return notice ?? <QueryLoading />;

  const reading = queries.some((query) => query.isPlaceholderData);
  return (
    <>
      {notice}
      <div
        className="query-content"
        data-testid="query-content"
        data-loading={reading || undefined}
        aria-busy={reading || undefined}
      >
        {children(...(queries.map((query) => query.data) as DataOf<Q>))}
      </div>
    </>
  );
}

/** The loading pattern: a loader, named for screen readers, where the content will be. */
function QueryLoading() {
  const { t } = useTranslation();
  return (
    <div className="query-loading" role="status" aria-live="polite" data-testid="query-loading">
      <Loader aria-label={t("query.loading")} />
    </div>
  );
}

/** The error pattern: what failed, in the customer's language, and a way to read it again. */
function QueryError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t("query.failed");
  return (
    <div className="query-error">
      <Notice color="orange" data-testid="query-error">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{message}</Text>
          <Button size="compact-sm" variant="default" onClick={onRetry} data-testid="query-retry">
            {t("query.retry")}
          </Button>
        </Group>
      </Notice>
    </div>
  );
}
