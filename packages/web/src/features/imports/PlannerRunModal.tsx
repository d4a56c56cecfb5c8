import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { plannerSearchPayload, type CvLeadBatch, type PlannerRow } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

const SHOWN = 20;
type Answer = { readonly batchId: number } & (
  { readonly total: number; readonly rows: readonly PlannerRow[] } | { readonly error: string }
);

/** Runs the planners over one imported file (run-future-prediction-for-cv-leads): how many are due, and which. */
export function PlannerRunModal({
  batch,
  onClose,
}: {
  readonly batch: CvLeadBatch | null;
  readonly onClose: () => void;
}) {
  const { imports } = useServices();
  const [heard, setAnswer] = useState<Answer | null>(null);
  const answer = heard && heard.batchId === batch?.batchId ? heard : null;
  useEffect(() => {
    if (!batch) return;
    let live = true;
    void imports.runCvLeadPlanner(batch.batchId, plannerSearchPayload({ size: SHOWN })).then((result) => {
      if (live)
        setAnswer(
          result.ok
            ? { batchId: batch.batchId, total: result.value.total, rows: result.value.data }
            : { batchId: batch.batchId, error: result.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [imports, batch]);
  return (
    <Modal
      opened={batch !== null}
      onClose={onClose}
      title={`Planners for ${batch?.fileName ?? ''}`}
      size="lg"
    >
      {!answer && <Loader size="sm" aria-label="Running the planners" />}
      {answer && 'error' in answer && <Alert color="red">{answer.error}</Alert>}
      {answer && 'rows' in answer && (
        <Stack gap="sm">
          <Text>{answer.total === 1 ? '1 vehicle is due.' : `${answer.total} vehicles are due.`}</Text>
          {answer.rows.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table striped verticalSpacing="xs" aria-label="Vehicles due">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Vehicle</Table.Th>
                    <Table.Th>Service</Table.Th>
                    <Table.Th>Why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.rows.map((row) => (
                    <Table.Tr key={row.vehicleId}>
                      <Table.Td>{row.customerName ?? row.cust_no}</Table.Td>
                      <Table.Td>
                        {[row.year, row.make, row.model].filter(Boolean).join(' ') || row.vin}
                      </Table.Td>
                      <Table.Td>{row.plannedServiceType}</Table.Td>
                      <Table.Td>{row.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
