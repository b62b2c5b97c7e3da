import { IP_IMPORT_COLUMNS, IP_IMPORT_MAX_ROWS, type IpImportRowError } from "@portico/contracts";
import { isDottedIpv4 } from "@portico/domain";

/** One row's failure: its line in the file (the header is line 1), its code and the value at fault. */
export type IpImportRowProblem = { line: number; code: IpImportRowError; value: string };

/** A row that reads well: its line, the address, the port and the region's code as written. */
export type IpImportCandidate = { line: number; address: string; port: number; region: string };

export type IpImportParse =
  | {
      ok: true;
      /** Data rows in the file (blank lines are not rows). */
      totalRows: number;
      candidates: IpImportCandidate[];
      problems: IpImportRowProblem[];
      /** Columns other than address, port and region, as named in the header: ignored. */
      ignoredColumns: string[];
    }
  | { ok: false; reason: "header_invalid"; missing: string[] }
  | { ok: false; reason: "row_count_invalid"; totalRows: number };

const PORT = /^[1-9]\d{0,4}$/;

/** A field trimmed, and unquoted when a spreadsheet wrote it in double quotes. */
function field(raw: string | undefined): string {
  const trimmed = (raw ?? "").trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/**
 * Reads an import CSV: a header row naming `address`, `port` and `region` (any order, any case,
 * other columns ignored), then one IP per line. Each row is checked on its own (dotted IPv4,
 * port 1–65535, a region code present) and against the rows above it (the same address and
 * port twice: the later line is the duplicate). Regions and the inventory are judged by
 * `judgeIpImport`, which needs the database's answers.
 */
export function parseIpImportCsv(text: string): IpImportParse {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== "");
  const header = headerIndex < 0 ? [] : (lines[headerIndex] ?? "").split(",").map((name) => field(name).toLowerCase());
  const missing = IP_IMPORT_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, reason: "header_invalid", missing };
  const at = { address: header.indexOf("address"), port: header.indexOf("port"), region: header.indexOf("region") };
  const ignoredColumns = header.filter((name) => !(IP_IMPORT_COLUMNS as readonly string[]).includes(name));

  const candidates: IpImportCandidate[] = [];
  const problems: IpImportRowProblem[] = [];
  const seen = new Set<string>();
  let totalRows = 0;
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const raw = lines[index] ?? "";
    if (raw.trim() === "") continue;
    totalRows++;
    const line = index + 1;
    const fields = raw.split(",");
    const address = field(fields[at.address]);
    const portText = field(fields[at.port]);
    const region = field(fields[at.region]);
    const empty = [address, portText, region].find((value) => value === "");
    if (empty !== undefined) {
      problems.push({ line, code: "missing_field", value: raw.trim() });
      continue;
    }
    const before = problems.length;
    if (!isDottedIpv4(address)) problems.push({ line, code: "bad_ipv4", value: address });
    if (!PORT.test(portText) || Number(portText) > 65_535) problems.push({ line, code: "bad_port", value: portText });
    if (problems.length > before) continue;
    const key = `${address}:${portText}`;
    if (seen.has(key)) {
      problems.push({ line, code: "duplicate_in_file", value: key });
      continue;
    }
    seen.add(key);
    candidates.push({ line, address, port: Number(portText), region });
  }
  if (totalRows === 0 || totalRows > IP_IMPORT_MAX_ROWS) return { ok: false, reason: "row_count_invalid", totalRows };
  return { ok: true, totalRows, candidates, problems, ignoredColumns };
}

/** A region as the import sees it: its id and whether it is on sale. */
export type ImportRegion = { id: number; active: boolean };

/** A row to write: the region resolved to its id. */
export type IpImportRow = { line: number; address: string; port: number; regionId: number };

export type IpImportJudgement = {
  rows: IpImportRow[];
  /** Every row problem, in line order. */
  problems: IpImportRowProblem[];
  /** The inactive regions rows go to, with how many: imported, but not on sale until activated. */
  inactiveRegions: { code: string; rows: number }[];
};

/**
 * Judges the parsed rows against the database's answers: the regions by code (active or not)
 * and the (address, port) pairs already in the inventory (`address:port`).
 */
export function judgeIpImport(
  parsed: { candidates: readonly IpImportCandidate[]; problems: readonly IpImportRowProblem[] },
  regions: ReadonlyMap<string, ImportRegion>,
  inInventory: ReadonlySet<string>,
): IpImportJudgement {
  const rows: IpImportRow[] = [];
  const problems = [...parsed.problems];
  const inactive = new Map<string, number>();
  for (const candidate of parsed.candidates) {
    const region = regions.get(candidate.region);
    if (!region) {
      problems.push({ line: candidate.line, code: "unknown_region", value: candidate.region });
      continue;
    }
    const key = `${candidate.address}:${candidate.port}`;
    if (inInventory.has(key)) {
      problems.push({ line: candidate.line, code: "already_in_inventory", value: key });
      continue;
    }
    if (!region.active) inactive.set(candidate.region, (inactive.get(candidate.region) ?? 0) + 1);
    rows.push({ line: candidate.line, address: candidate.address, port: candidate.port, regionId: region.id });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems, inactiveRegions: [...inactive].map(([code, count]) => ({ code, rows: count })) };
}
