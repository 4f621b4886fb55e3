import type { ClientMessage } from '@portside/contracts';
import { OnceOpened } from '../../components/once-opened';
import { lazyComponent } from '../../lib/chunk-reload';

const MessageDetailDialog = lazyComponent(async () => (await import('./message-detail-dialog')).MessageDetailDialog);

/**
 * The message detail dialog, its code (the sanitizer, the dictionary's labels) loaded when a message
 * is first opened rather than with the pages that list messages (issue 15).
 */
export function OpenedMessageDialog({ message, onClose }: { message: ClientMessage | undefined; onClose: () => void }) {
  return (
    <OnceOpened open={message !== undefined}>
      <MessageDetailDialog message={message} onClose={onClose} />
    </OnceOpened>
  );
}
