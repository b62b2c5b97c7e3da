import { Table } from "@mantine/core";
import { NOWRAP } from "./history-row-style";

type HistoryTableProps = {
  testId: string;
  /** Below this width a table with rows scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The column headings, translated, in order. */
  headings: readonly string[];
  /** Shown instead of the table when the list is empty. */
  empty: React.ReactNode;
  isEmpty: boolean;
  /** The rows (`Table.Tr`s). */
  children: React.ReactNode;
};

/** The frame both wallet histories share: scroll container, headings, and the empty list's row. */
export function HistoryTable({ testId, minWidth, headings, empty, isEmpty, children }: HistoryTableProps) {
  // No table for no rows: its headings would push the message off a phone's screen.
  if (isEmpty) return <>{empty}</>;
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
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
