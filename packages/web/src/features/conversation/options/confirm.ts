import { modals } from '@mantine/modals';

/**
 * A machine's Yes/No question as a confirm modal. Closing it any other way counts as No, so the
 * machine never waits on a dialog that is gone.
 */
export function askYesNo(title: string, message: string, answer: (yes: boolean) => void): void {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: 'Yes', cancel: 'No' },
    onConfirm: () => answer(true),
    onCancel: () => answer(false),
  });
}
