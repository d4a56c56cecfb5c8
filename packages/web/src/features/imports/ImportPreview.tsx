import { Badge, Table, Text } from '@mantine/core';
import type { PreviewRow } from './lead-mapping';

type Props = { readonly headers: readonly string[]; readonly rows: readonly PreviewRow[] };

/** The first data rows as they will be read, each with the server's verdict (OK or the reasons). */
export function ImportPreview({ headers, rows }: Props) {
  if (rows.length === 0) return <Text c="dimmed">The file has no rows below its header row.</Text>;
  return (
    <Table.ScrollContainer minWidth={Math.max(480, headers.length * 120)}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            {/* The verdict comes first, so a narrow screen shows it without scrolling. */}
            <Table.Th>Check</Table.Th>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.rowNumber}>
              <Table.Td>{row.rowNumber}</Table.Td>
              <Table.Td>
                {row.verdict === 'OK' ? (
                  <Badge color="green" variant="light">
                    OK
                  </Badge>
                ) : (
                  <Text c="red" size="sm" miw={120}>
                    {row.verdict}
                  </Text>
                )}
              </Table.Td>
              {row.cells.map((cell, column) => (
                <Table.Td key={headers[column]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
