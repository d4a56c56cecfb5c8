import {
  Button,
  Card,
  Grid,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DEVELOPER_FILE_MAX_LENGTH, SMS_MAX_LENGTH } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { LengthCounter } from '../../ui/LengthCounter';
import { showFailure } from '../../ui/notices';
import { DeveloperFileList } from './DeveloperFileList';
import { DeveloperLogPanel } from './DeveloperLogPanel';
import { DeveloperOutcomePanel } from './DeveloperOutcomePanel';
import { useDeveloperActions, type DeveloperDraft } from './useDeveloperActions';
import { useDeveloperFiles, type DeveloperFileRef } from './useDeveloperFiles';

/**
 * /developer (issue 20): the assistant's template and aiva files. Validate checks a file, Preview fills
 * a template with a lead's fields (a sample lead when none is given), Execute is a dry run against a
 * lead that shows the text it would send and sends nothing, Save keeps a file that validates.
 */
export function DeveloperPage() {
  const { developer } = useServices();
  const { files, refresh } = useDeveloperFiles();
  const actions = useDeveloperActions(refresh);
  const [open, setOpen] = useState<DeveloperFileRef | null>(null);
  const [content, setContent] = useState('');
  const [leadId, setLeadId] = useState<number | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const openFile = useCallback(
    (file: DeveloperFileRef) => {
      void developer.readFile(file.kind, file.name).then((answer) => {
        if (!answer.ok) return showFailure(answer.error);
        setOpen(file);
        setContent(answer.value.content);
      });
    },
    [developer],
  );
  const draft: DeveloperDraft | null = open ? { ...open, content, leadId, input } : null;
  const run = (name: string, action: (draft: DeveloperDraft) => Promise<unknown>) => () => {
    if (!draft) return;
    setBusy(name);
    void action(draft).finally(() => setBusy(null));
  };
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Developer
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="sm">
            {files === null ? (
              <Loader size="sm" aria-label="Loading files" />
            ) : (
              <DeveloperFileList
                files={files}
                open={open}
                onOpen={openFile}
                onNew={(file) => {
                  setOpen(file);
                  setContent(file.kind === 'aiva' ? '{\n  "replies": [],\n  "fallback": ""\n}' : '');
                }}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder padding="md">
            {draft === null ? (
              <Text c="dimmed">Choose a file to edit, or name a new one.</Text>
            ) : (
              <Stack gap="sm">
                <Textarea
                  label={draft.name}
                  description={
                    draft.kind === 'tpl'
                      ? 'A template: text with ${lead.contact.firstName}-style placeholders.'
                      : 'An assistant file: JSON keyword replies (each a template) and a fallback.'
                  }
                  value={content}
                  onChange={(event) => setContent(event.currentTarget.value)}
                  autosize
                  minRows={8}
                  maxRows={24}
                  maxLength={DEVELOPER_FILE_MAX_LENGTH}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
                <LengthCounter length={content.length} max={DEVELOPER_FILE_MAX_LENGTH} />
                <Group align="flex-end" wrap="wrap">
                  <NumberInput
                    label="Lead"
                    description="Preview uses a sample lead without one"
                    value={leadId ?? ''}
                    onChange={(value) => setLeadId(typeof value === 'number' ? value : null)}
                    min={1}
                    allowDecimal={false}
                    w={200}
                  />
                  {draft.kind === 'aiva' && (
                    <TextInput
                      label="Customer's text"
                      maxLength={SMS_MAX_LENGTH}
                      value={input}
                      onChange={(event) => setInput(event.currentTarget.value)}
                      w={260}
                    />
                  )}
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Button
                    variant="light"
                    loading={busy === 'validate'}
                    onClick={run('validate', actions.validate)}
                  >
                    Validate
                  </Button>
                  {draft.kind === 'tpl' && (
                    <Button
                      variant="light"
                      loading={busy === 'preview'}
                      onClick={run('preview', actions.preview)}
                    >
                      Preview
                    </Button>
                  )}
                  <Button
                    variant="light"
                    disabled={leadId === null}
                    loading={busy === 'execute'}
                    onClick={run('execute', actions.execute)}
                  >
                    Execute (dry run)
                  </Button>
                  <Button loading={busy === 'save'} onClick={run('save', actions.save)}>
                    Save
                  </Button>
                </Group>
                <DeveloperOutcomePanel outcome={actions.outcome} />
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="md">
        <DeveloperLogPanel log={actions.log} onWrite={actions.writeLog} />
      </Card>
    </Stack>
  );
}
