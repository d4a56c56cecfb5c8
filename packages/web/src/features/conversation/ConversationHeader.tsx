import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconCar,
  IconClock,
  IconPhone,
  IconSparkles,
} from '@tabler/icons-react';
import {
  canEditCustomers,
  customerName,
  formatPhone,
  isLeadSmsBlocked,
  languageOf,
  primaryRole,
  serviceTypeLabel,
  type Lead,
  type LeadId,
  type UserSession,
  vehicleTitle,
} from '@torque/domain';
import { useState, type ReactNode } from 'react';
import { BookAppointmentButton } from '../appointment-booking';
import { CustomerLanguageControl } from '../customers';
import classes from './ConversationHeader.module.css';
import { CustomerPanel } from './customer';
import { OptionsPopover, StartConversationButton } from './options';
import { ConversationToolsMenu } from './tools';
import { StagesHeaderControls, usePatchedLead } from './stage';
import { VehicleMileage } from './vehicle-record';

type ConversationHeaderProps = {
  readonly lead: Lead;
  readonly onBack: () => void;
  /** The signed-in user; without it the role-gated options are not offered. */
  readonly session?: UserSession;
  /** A flag changed on the server (AI, DT, conversation started); the caller may update its lead. */
  readonly onLeadChange?: (lead: Lead) => void;
  /** A started conversation made another interaction active (spec 1 §4). */
  readonly onActiveInteraction?: (leadId: LeadId) => void;
};

/** The lead as last changed from this header, while it is still the same lead. */
function useHeaderLead(lead: Lead, onLeadChange?: (lead: Lead) => void) {
  const [changed, setChanged] = useState<Lead | null>(null);
  const shown =
    changed?.id === lead.id
      ? {
          ...lead,
          aiEnabled: changed.aiEnabled,
          dtDialogEnabled: changed.dtDialogEnabled,
          conversationInitiated: lead.conversationInitiated || changed.conversationInitiated,
          // A saved customer panel edit shows at once; opt-out stays the lead's own (marks change it).
          customerMaster: { ...changed.customerMaster, blockSms: lead.customerMaster.blockSms },
        }
      : lead;
  const change = (next: Lead) => {
    setChanged(next);
    onLeadChange?.(next);
  };
  return [shown, change] as const;
}

function Fact({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.fact} aria-label={label}>
      {icon}
      <Text size="xs" c="dimmed" truncate="end" title={typeof children === 'string' ? children : undefined}>
        {children}
      </Text>
    </Group>
  );
}

/** Who the conversation is with: customer, phone, vehicle, store and office time zone. */
export function ConversationHeader(props: ConversationHeaderProps) {
  const { session, onBack, onActiveInteraction } = props;
  const [headerLead, changeLead] = useHeaderLead(props.lead, props.onLeadChange);
  const [lead, patchLead] = usePatchedLead(headerLead);
  const started = (active: LeadId) => {
    changeLead({ ...lead, conversationInitiated: true });
    if (active !== lead.id) onActiveInteraction?.(active);
  };
  const vehicle = lead.serviceVehicle;
  const office = lead.storeMaster.officeMasterVO;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.header} align="flex-start">
      <Tooltip label="Back to leads">
        <ActionIcon variant="subtle" size="lg" hiddenFrom="sm" aria-label="Back to leads" onClick={onBack}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <Stack gap={4} className={classes.body}>
        <Group gap="xs" className={classes.who}>
          <Title order={2} fz="h4" className={classes.name}>
            {customerName(lead)}
          </Title>
          {lead.aiEnabled ? (
            <Badge size="sm" variant="light" color="violet" leftSection={<IconSparkles size={12} />}>
              AI enabled
            </Badge>
          ) : (
            <Badge size="sm" variant="light" color="gray">
              AI off
            </Badge>
          )}
          {isLeadSmsBlocked(lead) && (
            <Tooltip label="SMS opt-out: this customer may not be texted">
              <Badge size="sm" variant="light" color="red">
                Opted out
              </Badge>
            </Tooltip>
          )}
          <CustomerLanguageControl
            bocId={lead.bocMaster.id}
            customerId={lead.customerMaster.id}
            leadId={lead.id}
            language={languageOf(lead.customerMaster)}
            editable={session ? canEditCustomers(primaryRole(session)) : false}
            onChanged={(preferredLanguage) =>
              changeLead({ ...lead, customerMaster: { ...lead.customerMaster, preferredLanguage } })
            }
          />
        </Group>
        <Group gap="md" className={classes.facts}>
          <Fact icon={<IconPhone size={13} />} label="Phone">
            {formatPhone(lead.customerMaster.cellular)}
          </Fact>
          <Fact icon={<IconCar size={13} />} label="Vehicle">
            {vehicleTitle(vehicle)}
          </Fact>
          <VehicleMileage lead={lead} />
          <Fact icon={<IconBuildingStore size={13} />} label="Store">
            {lead.storeMaster.store_name}
          </Fact>
          <Fact icon={<IconClock size={13} />} label="Office time zone">
            {`${office.timezoneDisplay} (${office.officeTimeZone})`}
          </Fact>
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        {!lead.conversationInitiated && <StartConversationButton lead={lead} onStarted={started} />}
        <StagesHeaderControls
          lead={lead}
          onPatch={patchLead}
          marksEditable={session ? canEditCustomers(primaryRole(session)) : false}
        />
        <BookAppointmentButton
          lead={lead}
          session={session}
          onBooked={() => patchLead({ stage: 'APPOINTMENT_SET', outcomeReason: 'APPOINTMENT_SET' })}
        />
        <Badge variant="outline" color="gray" visibleFrom="md" className={classes.service}>
          {serviceTypeLabel(lead.plannedServiceType)}
        </Badge>
        <ConversationToolsMenu lead={lead} />
        <CustomerPanel lead={lead} session={session} onLeadChange={changeLead} />
        {session && <OptionsPopover lead={lead} session={session} onLeadChange={changeLead} />}
      </Group>
    </Group>
  );
}
