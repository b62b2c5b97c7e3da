/**
 * Traffic in MB as the user centre shows it (spec 02 §2): the rule lives in `@portico/domain`
 * (traffic-units.ts, with its test), beside the chart's axis unit.
 */
export { formatTraffic } from "@portico/domain";
