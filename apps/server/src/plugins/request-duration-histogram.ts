import type { Metric, Registry } from "prom-client";

type Labels = { method: string; route: string; status_code: string };

/** One label set's counts: one slot per bucket, then the overflow (+Inf only). */
type Series = { method: string; status: number; labels: Labels; counts: Float64Array; sum: number; count: number };

const NAME = "http_request_duration_seconds";

/**
 * `http_request_duration_seconds`: a Prometheus histogram by method, route pattern and status,
 * exposed through the app's prom-client registry in the same text prom-client's Histogram writes.
 *
 * Why not prom-client's Histogram: its `observe` validates the labels, builds a hash string from
 * them and writes through a keyed map on every call, a tenth of a `/livez` request (issue #14).
 * Here a request finds its series by route, then by method and status among the few seen on that
 * route, and adds to one bucket; the cumulative counts are worked out when `/metrics` is read.
 */
export class RequestDurationHistogram {
  readonly name = NAME;
  readonly help = "HTTP request duration by method, route pattern and status";
  readonly type = "histogram";
  readonly aggregator = "sum";
  readonly #bounds: readonly number[];
  readonly #byRoute = new Map<string, Series[]>();
  /** Every series, in the order first seen: the order prom-client writes them in. */
  readonly #all: Series[] = [];

  constructor(bounds: readonly number[], registry: Registry) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
    // prom-client's registry reads a metric through name, help, type, aggregator, get and reset:
    // what this class has. Its TypeScript type is prom-client's own abstract class.
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const series = this.#seriesOf(method, route, status);
    const bounds = this.#bounds;
    let slot = 0;
    while (slot < bounds.length && seconds > (bounds[slot] as number)) slot += 1;
    (series.counts[slot] as number) += 1;
    series.sum += seconds;
    series.count += 1;
  }

  #seriesOf(method: string, route: string, status: number): Series {
    let onRoute = this.#byRoute.get(route);
    if (!onRoute) {
      onRoute = [];
      this.#byRoute.set(route, onRoute);
    }
    for (const series of onRoute) if (series.status === status && series.method === method) return series;
    const labels = { method, route, status_code: String(status) };
    const series = { method, status, labels, counts: new Float64Array(this.#bounds.length + 1), sum: 0, count: 0 };
    onRoute.push(series);
    this.#all.push(series);
    return series;
  }

  /** The values as prom-client's Histogram gives them: cumulative buckets, +Inf, sum, count. */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const series of this.#all) {
      let cumulative = 0;
      this.#bounds.forEach((bound, slot) => {
        cumulative += series.counts[slot] as number;
        values.push({ labels: { le: bound, ...series.labels }, value: cumulative, metricName: `${NAME}_bucket` });
      });
      values.push({ labels: { le: "+Inf", ...series.labels }, value: series.count, metricName: `${NAME}_bucket` });
      values.push({ labels: series.labels, value: series.sum, metricName: `${NAME}_sum` });
      values.push({ labels: series.labels, value: series.count, metricName: `${NAME}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#byRoute.clear();
    this.#all.length = 0;
  }
}
