import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  SMS_CONFIGURATION_FIELDS,
  SMS_PROVIDERS,
  type SmsConfiguration,
  type SmsConfigurationValidation,
  type SmsProvider,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { FIELD_LABELS, PROVIDER_LABELS, SECRET_FIELDS } from './provider-labels';

type Field = keyof SmsConfiguration;

/** A provider's SMS settings, checked by the server (which asks the provider when one is configured). */
export function ProviderSettingsCard() {
  const { messagingNumbers } = useServices();
  const [provider, setProvider] = useState<SmsProvider>('TWILIO');
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<SmsConfigurationValidation | null>(null);
  const [checking, setChecking] = useState(false);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setResult(null);
  };

  const validate = async () => {
    setChecking(true);
    const configuration = Object.fromEntries(
      SMS_CONFIGURATION_FIELDS[provider].map((field) => [field, values[field]?.trim() ?? '']),
    ) as SmsConfiguration;
    const answer = await messagingNumbers.validateSmsConfiguration(provider, configuration);
    setChecking(false);
    if (!answer.ok) return showFailure(answer.error);
    setResult(answer.value);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Provider settings
        </Title>
        <SegmentedControl
          aria-label="Provider"
          data={SMS_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }))}
          value={provider}
          onChange={(value) => {
            setProvider(value as SmsProvider);
            setResult(null);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SMS_CONFIGURATION_FIELDS[provider].map((field) =>
            field === 'messagingType' ? (
              <Select
                key={field}
                label={FIELD_LABELS[field]}
                data={['SMS_AND_CALL', 'CHAT']}
                value={values[field] ?? null}
                onChange={(value) => set(field, value ?? '')}
              />
            ) : SECRET_FIELDS.has(field) ? (
              <PasswordInput
                key={field}
                label={FIELD_LABELS[field]}
                autoComplete="off"
                value={values[field] ?? ''}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={field}
                label={FIELD_LABELS[field]}
                autoComplete="off"
                value={values[field] ?? ''}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            ),
          )}
        </SimpleGrid>
        {result && (
          <Alert
            color={result.valid ? 'green' : 'red'}
            title={result.valid ? 'Settings work' : 'Settings do not work'}
          >
            {result.message ?? ''}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void validate()} loading={checking}>
            Validate settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
