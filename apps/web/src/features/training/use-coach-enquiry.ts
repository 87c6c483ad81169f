import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useRef } from 'react';
import { chatKeys } from '../chat/chat-api.ts';
import { sendCoachEnquiry } from './training-api.ts';

/** A fresh id for a message (crypto.randomUUID exists only on secure origins). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends an enquiry into the chat with the coach. One message keeps one client id until it is
 * sent, so trying again after a lost answer cannot post it twice.
 */
export function useCoachEnquiry(coachId: string, onSent: () => void) {
  const queryClient = useQueryClient();
  const clientId = useRef<string | null>(null);
  return useSendOnce({
    mutationFn: (message: string) => {
      clientId.current ??= newClientId();
      return sendCoachEnquiry({ coachId, message, clientId: clientId.current });
    },
    onSuccess: async () => {
      clientId.current = null;
      onSent();
      // The chat lists the conversation (new, or with a new last message) when opened next.
      await queryClient.invalidateQueries({ queryKey: chatKeys.all });
    },
    onError: (error) => {
      toast({ title: 'Message not sent', description: error.message, variant: 'destructive' });
    },
  });
}
