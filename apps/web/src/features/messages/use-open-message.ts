import { type ClientMessage, MESSAGE_STATUS } from '@portside/contracts';
import { useState } from 'react';
import { useMarkMessagesRead } from './messages-api';

/** The message shown in the detail dialog; opening an unread one marks it read, and the lists reload (spec §4). */
export function useOpenMessage() {
  const [openMessage, setOpenMessage] = useState<ClientMessage>();
  const markRead = useMarkMessagesRead();
  const open = (message: ClientMessage) => {
    setOpenMessage(message);
    if (message.MessageStatus === MESSAGE_STATUS.Unread) markRead.mutate([message.Id]);
  };
  return { openMessage, open, close: () => setOpenMessage(undefined) };
}
