import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { ALL_SERVICES_TAB, hasUnread, serviceTypeLabel } from '@torque/domain';
import classes from './LeadManagerPage.module.css';

type ServiceTabsProps = {
  readonly tabs: readonly string[];
  readonly value: string;
  /** The tab's unread counter (spec 1 §4; shown for at least 1, spec 1 §9). */
  readonly unreadOf: (tab: string) => number;
  readonly onChange: (tab: string) => void;
};

const tabLabel = (tab: string): string => (tab === ALL_SERVICES_TAB ? 'All' : serviceTypeLabel(tab));

/** The list's service tabs, each with its unread counter. */
export function ServiceTabs({ tabs, value, unreadOf, onChange }: ServiceTabsProps) {
  return (
    <Tabs value={value} onChange={(tab) => tab && onChange(tab)} variant="pills" radius="xl">
      <ScrollArea type="hover" scrollbarSize={4} offsetScrollbars="x">
        <Tabs.List aria-label="Service types" className={classes.tabs}>
          {tabs.map((tab) => {
            const unread = unreadOf(tab);
            const label = tabLabel(tab);
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                aria-label={hasUnread(unread) ? `${label}, ${unread} unread` : label}
                rightSection={
                  hasUnread(unread) ? (
                    <Badge size="xs" circle={unread < 10} color="torque" variant="filled">
                      {unread}
                    </Badge>
                  ) : null
                }
              >
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
