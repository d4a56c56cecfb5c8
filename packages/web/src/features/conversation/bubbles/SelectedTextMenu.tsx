import { Menu } from '@mantine/core';
import { IconClipboardCopy, IconGauge } from '@tabler/icons-react';
import { notice, parseSelectedMileage, selectedTextForMenu, TEXT_COPIED } from '@torque/domain';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { showNotice } from '../../../ui/notices';

type SelectedTextMenuProps = {
  readonly children: ReactNode;
  /** Stores a mileage picked from the text; the item shows only when a caller can store it. */
  readonly onMileage?: ((miles: number) => void) | undefined;
};

type Opened = { readonly text: string; readonly x: number; readonly y: number };

/**
 * The SMS bubble's right-click menu (spec 1 §2): it acts on the selected text only; with nothing
 * selected the browser's own menu shows.
 */
export function SelectedTextMenu({ children, onMileage }: SelectedTextMenuProps) {
  const [opened, setOpened] = useState<Opened | null>(null);

  const openOnSelection = (event: MouseEvent) => {
    const text = selectedTextForMenu(document.getSelection()?.toString());
    if (!text) return;
    event.preventDefault();
    // Relative to this wrapper, not the viewport: the conversation's rows are moved with transforms,
    // inside which a fixed position is not the viewport's, and the menu would open out of sight.
    const box = event.currentTarget.getBoundingClientRect();
    setOpened({ text, x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showNotice(notice({ message: TEXT_COPIED }));
    } catch {
      showNotice(notice({ message: 'The text could not be copied.', tone: 'warning' }));
    }
  };

  const mileage = (text: string) => {
    const miles = parseSelectedMileage(text);
    if (miles.ok) onMileage?.(miles.value);
    else showNotice(notice({ message: miles.error.message, tone: miles.error.tone }));
  };

  return (
    <div onContextMenu={openOnSelection} style={{ position: 'relative' }}>
      {children}
      <Menu opened={opened !== null} onChange={(open) => !open && setOpened(null)} position="bottom-start">
        <Menu.Target>
          <span
            aria-hidden
            style={{ position: 'absolute', left: opened?.x ?? 0, top: opened?.y ?? 0, width: 0, height: 0 }}
          />
        </Menu.Target>
        <Menu.Dropdown aria-label="Selected text">
          <Menu.Item
            leftSection={<IconClipboardCopy size={14} />}
            onClick={() => opened && void copy(opened.text)}
          >
            Copy
          </Menu.Item>
          {onMileage && (
            <Menu.Item leftSection={<IconGauge size={14} />} onClick={() => opened && mileage(opened.text)}>
              Update mileage
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
