import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { LeadImportPreview } from '@torque/domain';
import { useState } from 'react';

type Props = { readonly headers: readonly string[]; readonly rows: LeadImportPreview['problems'] };

/** Problem rows per page of the list. */
export const PROBLEM_ROWS_PER_PAGE = 10;

/** Every row the import would refuse (a page at a time), each with its reasons and its cells. */
export function ProblemRows({ headers, rows }: Props) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PROBLEM_ROWS_PER_PAGE));
  const shown = rows
    .slice((Math.min(page, pages) - 1) * PROBLEM_ROWS_PER_PAGE)
    .slice(0, PROBLEM_ROWS_PER_PAGE);
  const title = `Rows with problems (${rows.length})`;
  if (rows.length === 0)
    return (
      <Text size="sm" c="green.8">
        No row has a problem.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        These rows will not be imported; the others will.
      </Text>
      <Table.ScrollContainer minWidth={Math.max(480, headers.length * 120)}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Rows with problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {/* The reasons come first, so a narrow screen shows them without scrolling. */}
              <Table.Th>Problem</Table.Th>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.rowNumber}>
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>
                  <Text c="red" size="sm" miw={140}>
                    {row.message}
                  </Text>
                </Table.Td>
                {headers.map((header, column) => (
                  <Table.Td key={header}>{row.cells[column] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          size="sm"
          aria-label="Pages of rows with problems"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
