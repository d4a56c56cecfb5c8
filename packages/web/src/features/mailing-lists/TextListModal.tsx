import {
  Badge,
  Blockquote,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_SERVICE_TYPE,
  formatPhone,
  insertAtCaret,
  serviceTypeLabel,
  SMS_MAX_LENGTH,
  storedToBody,
  type ListTextMember,
  type MailingList,
} from '@torque/domain';
import { useRef, useState } from 'react';
import { LengthCounter } from '../../ui/LengthCounter';
import { formatLabelledTime } from '../../ui/time';
import { InsertMenus, templateIdOf } from '../templates';
import { useListText } from './useListText';

type Props = {
  readonly list: MailingList;
  readonly onClose: () => void;
};

const texts = (count: number) => (count === 1 ? '1 text' : `${count} texts`);

function outcomeOf(member: ListTextMember): { label: string; color: string; why: string } {
  switch (member.outcome) {
    case 'TEXT_NOW':
      return { label: 'Texted now', color: 'green', why: '' };
    case 'HELD':
      return {
        label: 'Held',
        color: 'yellow',
        why: `Quiet hours: goes ${member.sendAt ? formatLabelledTime(member.sendAt, member.zone) : 'when they end'}`,
      };
    default:
      return { label: 'Not texted', color: 'red', why: member.reason ?? '' };
  }
}

/**
 * 'Text this list' (issue 30, point 10): write the message (a template, placeholders from the template
 * menus, the length counter), then see every entry as the server would treat it (texted now, held for
 * quiet hours until a time, or not texted and why) with the counts, and only then send.
 */
export function TextListModal({ list, onClose }: Props) {
  const text = useListText(list.tenantId, list.mailingListMasterId, onClose);
  const field = useRef<HTMLTextAreaElement>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const { step, body } = text;
  const chosen = text.templates.find((template) => String(templateIdOf(template)) === templateId);

  const insert = (insertText: string) => {
    const at = field.current?.selectionStart ?? body.length;
    const next = insertAtCaret(body, insertText, at, field.current?.selectionEnd ?? at);
    text.setBody(next.text);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const previewed = step.kind === 'preview' || step.kind === 'sending' ? step.preview : null;
  const going = previewed ? previewed.counts.textNow + previewed.counts.held : 0;
  return (
    <Modal
      opened
      onClose={step.kind === 'sending' ? () => undefined : onClose}
      title={`Text this list · ${list.code}`}
      size="xl"
      fullScreen={narrow === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!previewed ? (
        <Stack gap="sm">
          <Select
            label="Template"
            placeholder={text.templates.length === 0 ? 'No templates yet' : 'Start from a template'}
            searchable
            clearable
            disabled={text.templates.length === 0}
            data={text.templates.flatMap((template) => {
              const id = templateIdOf(template);
              return id === null
                ? []
                : [
                    {
                      value: String(id),
                      label: `${template.title} · ${serviceTypeLabel(template.serviceType)}`,
                    },
                  ];
            })}
            value={templateId}
            onChange={(value) => {
              setTemplateId(value);
              const template = text.templates.find((one) => String(templateIdOf(one)) === value);
              if (template) text.setBody(storedToBody(template.body));
            }}
          />
          <InsertMenus
            serviceType={chosen?.serviceType ?? DEFAULT_SERVICE_TYPE}
            onInsert={(item) => insert(item.insert)}
          />
          <Textarea
            ref={field}
            label="Message"
            description="Placeholders are filled in for each customer from their latest conversation."
            autosize
            minRows={4}
            maxRows={10}
            maxLength={SMS_MAX_LENGTH}
            value={body}
            onChange={(event) => text.setBody(event.currentTarget.value)}
          />
          <LengthCounter length={body.length} max={SMS_MAX_LENGTH} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => void text.preview()}
              loading={step.kind === 'previewing'}
              disabled={body.trim() === ''}
            >
              Preview
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{previewed.message}</Text>
          <Group gap="xs" aria-label="Counts" role="group">
            <Badge
              color="green"
              variant="light"
              c="var(--mantine-color-text)"
              tt="none"
            >{`${previewed.counts.textNow} now`}</Badge>
            <Badge
              color="yellow"
              variant="light"
              c="var(--mantine-color-text)"
              tt="none"
            >{`${previewed.counts.held} held for quiet hours`}</Badge>
            <Badge
              color="red"
              variant="light"
              c="var(--mantine-color-text)"
              tt="none"
            >{`${previewed.counts.notTexted} not texted`}</Badge>
          </Group>
          {previewed.sampleText !== null && (
            <Blockquote p="sm" aria-label="Sample text">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {previewed.sampleText}
              </Text>
            </Blockquote>
          )}
          <ScrollArea.Autosize mah={narrow ? '50vh' : 360}>
            <Table aria-label="Who will be texted" striped fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Entry</Table.Th>
                  {!narrow && <Table.Th>Mobile</Table.Th>}
                  <Table.Th>Texted</Table.Th>
                  <Table.Th>Why / when</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {previewed.members.map((member) => {
                  const outcome = outcomeOf(member);
                  return (
                    <Table.Tr key={member.mailingListDetailsId}>
                      <Table.Td>
                        {member.name || '—'}
                        {narrow && member.cellular && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {formatPhone(member.cellular)}
                          </Text>
                        )}
                      </Table.Td>
                      {!narrow && (
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {member.cellular ? formatPhone(member.cellular) : '—'}
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Badge
                          color={outcome.color}
                          variant="light"
                          c="var(--mantine-color-text)"
                          tt="none"
                          miw="fit-content"
                        >
                          {outcome.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{outcome.why}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="default" onClick={text.edit} disabled={step.kind === 'sending'}>
              Edit message
            </Button>
            <Button onClick={() => void text.send()} loading={step.kind === 'sending'} disabled={going === 0}>
              {going === 0 ? 'Nobody to text' : `Send ${texts(going)}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
