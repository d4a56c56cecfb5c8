import { Select, Table } from '@mantine/core';
import { DO_NOT_IMPORT, LEAD_IMPORT_FIELDS, type ColumnMapping, type ColumnTarget } from '@torque/domain';

const TARGETS = [
  ...LEAD_IMPORT_FIELDS.map((field) => ({
    value: field.key,
    label: field.required ? `${field.label} (required)` : field.label,
  })),
  { value: DO_NOT_IMPORT, label: 'Do not import' },
];

type Props = {
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
  readonly onMap: (header: string, target: ColumnTarget) => void;
};

/** Each column header of the file and the lead field it fills ('Do not import' leaves it out). */
export function MappingTable({ headers, mapping, onMap }: Props) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing="xs" aria-label="Column mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>Imported as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.map((header) => (
            <Table.Tr key={header}>
              <Table.Td>{header}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Field for ${header}`}
                  data={TARGETS}
                  value={mapping[header] ?? DO_NOT_IMPORT}
                  onChange={(value) => onMap(header, (value ?? DO_NOT_IMPORT) as ColumnTarget)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
