import { notifications } from '@mantine/notifications';
import { notice, type AppError, type Notice, type NoticeTone } from '@torque/domain';

const TONE_COLOURS: Readonly<Record<NoticeTone, string>> = {
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

/** Shows a domain notice as a Mantine notification (top-right; its own duration). */
export function showNotice(shown: Notice): void {
  notifications.show({
    title: shown.title,
    message: shown.message,
    color: TONE_COLOURS[shown.tone],
    autoClose: shown.durationMs,
    // Mantine's close button is an icon alone: a screen reader needs its name.
    closeButtonProps: { 'aria-label': 'Close notice' },
  });
}

/** Spec 1 §8: most failed calls show a warning titled 'AI Message' with the server's message. */
export const FAILURE_TITLE = 'AI Message';

export function showFailure(error: AppError): void {
  showNotice(notice({ title: error.title ?? FAILURE_TITLE, message: error.message, tone: error.tone }));
}
