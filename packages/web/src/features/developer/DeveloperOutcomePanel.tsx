import { Alert, Box, List, Paper, Stack, Text } from '@mantine/core';
import { SafeHtml } from '../../ui/SafeHtml';
import type { DeveloperOutcome } from './useDeveloperActions';

/** What the last action answered; a template's HTML is shown only through DOMPurify (SafeHtml). */
export function DeveloperOutcomePanel({ outcome }: { readonly outcome: DeveloperOutcome | null }) {
  if (!outcome) return null;
  if (outcome.kind === 'preview')
    return (
      <Paper withBorder p="sm" aria-label="Preview">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Preview · {outcome.title}
          </Text>
          <SafeHtml html={outcome.body} />
        </Stack>
      </Paper>
    );
  const { result } = outcome;
  const errors = result.errors ?? [];
  return (
    <Box component="section" aria-label={outcome.kind === 'validate' ? 'Validation' : 'Dry run'}>
      <Alert
        color={result.success ? 'green' : 'red'}
        title={
          outcome.kind === 'validate' ? (result.success ? 'Valid' : 'Not valid') : 'Dry run: nothing was sent'
        }
      >
        {result.output && <Text size="sm">{result.output}</Text>}
        {errors.length > 0 && (
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    </Box>
  );
}
