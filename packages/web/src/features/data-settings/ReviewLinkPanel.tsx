import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notice, reviewUrlProblem, type StoreReviewLink } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { StorePicker } from './StorePicker';
import { useLoaded } from './useLoaded';
import { useSettingsScope } from './useSettingsScope';

/**
 * The "Review link" tab (issue 34): the page a store invites customers who rate their visit 4 or 5 to
 * review it on. Without one they are thanked without a link, and the conversation says why.
 */
export function ReviewLinkPanel() {
  const { dataSettings } = useServices();
  const { stores, mayChange } = useSettingsScope();
  const [chosenId, setStoreId] = useState<number | null>(null);
  const storeId = chosenId ?? stores?.[0]?.id ?? null;
  const load = useCallback(
    () =>
      storeId === null
        ? Promise.resolve({ ok: true as const, value: { storeId: 0, reviewUrl: null } })
        : dataSettings.reviewLink(storeId),
    [dataSettings, storeId],
  );
  const { loaded, answered, reload } = useLoaded(load);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Text size="sm">
          After a repair order closes, its customer is asked how the visit went, 1 to 5. A 4 or 5 is invited
          to review the store at this link; a 1 to 3 goes privately to the store’s service manager.
        </Text>
        <StorePicker stores={stores} value={storeId} onChange={setStoreId} />
        {loaded.kind === 'loading' && <Text c="dimmed">Loading the review link…</Text>}
        {loaded.kind === 'failed' && <Alert color="red">{loaded.error.message}</Alert>}
        {loaded.kind === 'ready' && storeId !== null && (
          <ReviewLinkForm
            key={`${storeId}-${answered}`}
            initial={loaded.value}
            storeId={storeId}
            mayChange={mayChange}
            onSaved={reload}
          />
        )}
      </Stack>
    </Paper>
  );
}

type FormProps = {
  readonly initial: StoreReviewLink;
  readonly storeId: number;
  readonly mayChange: boolean;
  readonly onSaved: () => void;
};

function ReviewLinkForm({ initial, storeId, mayChange, onSaved }: FormProps) {
  const { dataSettings } = useServices();
  const [url, setUrl] = useState(initial.reviewUrl ?? '');
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const problem = url.trim() === '' ? null : reviewUrlProblem(url);
  const save = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    const answer = await dataSettings.saveReviewLink(storeId, url.trim() || null);
    setSaving(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.reviewUrl ? 'Review link saved' : 'Review link cleared' }));
    onSaved();
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Review link"
        description="A full https:// address, e.g. your Google or DealerRater review page."
        placeholder="https://g.page/r/your-store/review"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched ? problem : null}
        readOnly={!mayChange}
        maxLength={500}
        maw={560}
      />
      {!initial.reviewUrl && (
        <Text size="sm" c="var(--torque-muted-text)">
          No review link is set: customers who rate their visit 4 or 5 are thanked without one.
        </Text>
      )}
      {mayChange && (
        <Group>
          <Button onClick={() => void save()} loading={saving}>
            Save review link
          </Button>
        </Group>
      )}
    </Stack>
  );
}
