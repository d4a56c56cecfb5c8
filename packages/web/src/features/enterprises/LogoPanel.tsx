import { Button, FileButton, Group, Image, Paper, Text } from '@mantine/core';
import { ADMIN_OPERATIONS, mayDo, notice, primaryRole, type Enterprise } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';

/**
 * The enterprise logo with its preview. The server checks the file by its bytes (PNG, JPEG, GIF or
 * WebP; never SVG) and its size, and says plainly why it refuses one. Only the roles that may change
 * the enterprise are offered the upload (the same table the server checks).
 */
export function LogoPanel({ enterprise, onChanged }: { enterprise: Enterprise; onChanged: () => void }) {
  const { organisation } = useServices();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(enterprise.logoUrl ?? null);
  const mayChange = mayDo(primaryRole(useSignedInSession()), ADMIN_OPERATIONS.updateEnterpriseLogo);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    const answer = await organisation.saveLogo(enterprise.id, file, preview ? 'replace' : 'add');
    setBusy(false);
    if (!answer.ok) return showFailure(answer.error);
    setPreview(answer.value.url);
    showNotice(notice({ message: 'Successfully Updated' }));
    onChanged();
  };
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {preview ? (
            <Image src={preview} alt={`${enterprise.name} logo`} w={64} h={64} fit="contain" />
          ) : (
            <Text c="dimmed" size="sm">
              No logo yet
            </Text>
          )}
        </Group>
        {mayChange && (
          <FileButton
            onChange={(file) => void upload(file)}
            accept="image/png,image/jpeg,image/gif,image/webp"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={busy}
                aria-label={`Upload logo for ${enterprise.name}`}
              >
                {preview ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Paper>
  );
}
