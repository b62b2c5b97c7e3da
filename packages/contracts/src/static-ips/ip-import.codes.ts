import { defineErrorCodes } from "../error-codes.ts";

/**
 * Why a row of a static IP import (CSV `address,port,region`) is not imported: the stable codes
 * of the dry run's report, each named with the row's line number.
 */
export const IP_IMPORT_ROW_ERRORS = [
  "missing_field",
  "bad_ipv4",
  "bad_port",
  "unknown_region",
  "duplicate_in_file",
  "already_in_inventory",
] as const;
export type IpImportRowError = (typeof IP_IMPORT_ROW_ERRORS)[number];

/** The CSV's required columns, in any order; other columns are ignored with a note. */
export const IP_IMPORT_COLUMNS = ["address", "port", "region"] as const;
/** Rows one import takes at most. */
export const IP_IMPORT_MAX_ROWS = 200_000;
/** Row errors a report lists at most; it always has their total. */
export const IP_IMPORT_REPORT_MAX_ERRORS = 1_000;

/** Failures of a static IP import as a whole. */
export const IpImportError = defineErrorCodes({
  /** No header row, or one without `address`, `port` and `region`. */
  import_header_invalid: 400,
  /** No data row, or more than IP_IMPORT_MAX_ROWS. */
  import_row_count_invalid: 400,
  /** No import has this id. */
  import_not_found: 404,
  /** The file's content is not the content its dry run judged (its SHA-256 differs). */
  import_content_changed: 409,
});
