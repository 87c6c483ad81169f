import { coachEnquirySchema, TEXT_LIMITS, type CoachEnquiry } from '@betterplay/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Textarea,
} from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useCoachEnquiry } from './use-coach-enquiry.ts';

interface EnquiryDialogProps {
  coach: { id: string; firstName: string; lastName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message is in the coach's chat. */
  onSent: () => void;
}

/** 'Enquire': a message to the coach, sent into the direct conversation with them. */
export function EnquiryDialog({ coach, open, onOpenChange, onSent }: EnquiryDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CoachEnquiry>({
    resolver: zodResolver(coachEnquirySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { message: '' },
  });
  const sending = useCoachEnquiry(coach.id, () => {
    reset();
    onSent();
  });
  const name = `${coach.firstName} ${coach.lastName}`;

  const onSubmit = handleSubmit(({ message }) => {
    if (!sending.isPending) sending.mutate(message);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (sending.isPending ? null : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Enquire with {name}</DialogTitle>
          <DialogDescription>
            Ask about sessions, times or prices. Your message goes to {coach.firstName}&rsquo;s
            chat.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            id="enquiry-message"
            label="Message"
            error={errors.message?.message}
            count={{ length: watch('message').length, max: TEXT_LIMITS.chatMessage }}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                placeholder={`Hi ${coach.firstName}, I'd like to book a session...`}
                {...register('message')}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={sending.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending.isPending} aria-busy={sending.isPending}>
              {sending.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {sending.isPending ? 'Sending...' : 'Send Enquiry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
