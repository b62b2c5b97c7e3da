import { Card, Stack, Text } from "@mantine/core";
import { DataTable, type DataTableColumn } from "mantine-datatable";

/** A titled card holding one short table (a customer's orders, an order's checkouts…), with its empty text. */
export function TableCard<Row>({
  title,
  rows,
  columns,
  idAccessor,
  testId,
  emptyText,
}: {
  title: string;
  rows: Row[];
  columns: DataTableColumn<Row>[];
  idAccessor: string;
  testId: string;
  emptyText: string;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Stack gap={0}>
        <Text fw={600} px="md" pt="sm" pb="xs">
          {title}
        </Text>
        <DataTable<Row>
          records={rows}
          columns={columns}
          idAccessor={idAccessor}
          verticalSpacing="xs"
          horizontalSpacing="md"
          minHeight={rows.length === 0 ? 130 : undefined}
          noRecordsText={emptyText}
          data-testid={testId}
        />
      </Stack>
    </Card>
  );
}
