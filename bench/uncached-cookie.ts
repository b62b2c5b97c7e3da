/**
 * A cookie no page reads. The page cache (ADRs 011, 013) answers only requests without cookies,
 * so a request carrying this one is rendered: how the benches measure the render itself
 * (`Server-Timing: render`) while visitors' pages come from the cache.
 */
export const UNCACHED_COOKIE = "bench_uncached=1";
