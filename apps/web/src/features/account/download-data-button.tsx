import { messageOf } from '@betterplay/contracts';
import { Button, toast } from '@betterplay/ui';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { downloadMyData } from './account-api.ts';

export const DOWNLOAD_TEXTS = {
  button: 'Download my data',
  busy: 'Preparing your file...',
  failed: 'Your data was not downloaded',
} as const;

/** 'Download my data': the account's export, saved as the JSON file the server names. */
export function DownloadDataButton() {
  const download = useSendOnce({
    mutationFn: downloadMyData,
    onError: (error) =>
      toast({
        title: DOWNLOAD_TEXTS.failed,
        description: messageOf(error),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? DOWNLOAD_TEXTS.busy : DOWNLOAD_TEXTS.button}
    </Button>
  );
}
