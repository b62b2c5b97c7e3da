import { Table } from "@mantine/core";
import { NOWRAP } from "./history-row-style";

type HistoryTableProps = {
  testId: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The column headings, translated, in order. */
  headings: readonly string[];
  /** Shown in the one row of an empty list. */
  empty: React.ReactNode;
  isEmpty: boolean;
  /** The rows (`Table.Tr`s). */
  children: React.ReactNode;
};

/** The frame both wallet histories share: scroll container, headings, and the empty list's row. */
export function HistoryTable({ testId, minWidth, headings, empty, isEmpty, children }: HistoryTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading} style={NOWRAP}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isEmpty && (
            <Table.Tr>
              <Table.Td colSpan={headings.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
          {children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
