import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { templateInsertMenus, type InsertMenuItem } from '@torque/domain';

type InsertMenusProps = {
  readonly serviceType: string;
  readonly onInsert: (item: InsertMenuItem) => void;
};

/** Spec 1 §3: Assistant, Customer, Office, Product and Service menus; each item inserts its placeholder. */
export function InsertMenus({ serviceType, onInsert }: InsertMenusProps) {
  return (
    <Group gap={6} aria-label="Insert a placeholder" role="group">
      {templateInsertMenus(serviceType).map((menu) => (
        <Menu key={menu.name} position="bottom-start">
          <Menu.Target>
            <Button size="compact-xs" variant="default" rightSection={<IconChevronDown size={12} />}>
              {menu.name}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={menu.name}>
            {menu.items.map((item) => (
              <Menu.Item key={item.path} onClick={() => onInsert(item)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
