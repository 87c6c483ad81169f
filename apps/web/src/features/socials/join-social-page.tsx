import { createJoinRequestSchema, type Social } from '@betterplay/contracts';
import {
  BackLink,
  Button,
  Card,
  CardContent,
  FormField,
  PageHeader,
  Textarea,
} from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { usePageTitle } from '../../app/page-title.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { socialsListPath } from '../sports/social-sports.ts';
import { PastSocialNotice } from './join-action.tsx';
import { readJoinDraft, saveJoinDraft } from './join-draft.ts';
import { QueryState } from '../../components/query-state.tsx';
import { socialDetailPath } from './social-paths.ts';
import { useSendJoinRequest } from './use-send-join-request.ts';
import { SOCIAL_QUERY_TEXTS, useSocialSelection } from './use-social-selection.ts';

// The message part of the request, with the contract's own rule and words.
const joinMessageSchema = createJoinRequestSchema.pick({ message: true });
const MESSAGE_MAX_LENGTH = createJoinRequestSchema.shape.message.unwrap().maxLength ?? undefined;

function JoinForm({ social }: { social: Social }) {
  const signedIn = useAuth().user !== null;
  const sending = useSendJoinRequest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof joinMessageSchema>, unknown, z.output<typeof joinMessageSchema>>({
    defaultValues: { message: readJoinDraft() },
    resolver: zodResolver(joinMessageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = ({ message }: z.output<typeof joinMessageSchema>) => {
    if (sending.isPending) return;
    // Signed out, the draft (saved as it is typed) waits for after signing in: the page restores it.
    if (!signedIn) {
      openSignInDialog();
      return;
    }
    sending.mutate({ socialId: social.id, organizerId: social.organizer.id, message });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <FormField id="join-message" label="Message to the Organizer" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder="want to send any special message...?"
            {...register('message', { onChange: (event) => saveJoinDraft(event.target.value) })}
          />
        )}
      </FormField>
      <Button type="submit" disabled={sending.isPending} aria-busy={sending.isPending}>
        {sending.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Request to Join Social
      </Button>
    </form>
  );
}

/** /sports/{category}/social/join?id={id} */
export function JoinSocialPage() {
  const routeCategory = (useParams().category ?? '').toLowerCase();
  const { id, query } = useSocialSelection();
  const social = query.data;
  const headingRef = usePageTitle(social ? `Join ${social.name}` : 'Join a Social');
  if (id === null) return <Navigate to="/sports" replace />;

  return (
    <section className="mx-auto grid max-w-2xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      {social ? (
        <>
          <PageHeader
            title={`Join ${social.name}`}
            headingRef={headingRef}
            back={
              <BackLink asChild>
                <Link to={socialDetailPath(social.category, social.id)}>Back to {social.name}</Link>
              </BackLink>
            }
          />
          <Card className="py-4 sm:py-6">
            <CardContent className="px-4 sm:px-6">
              {social.isPast ? <PastSocialNotice /> : <JoinForm social={social} />}
            </CardContent>
          </Card>
        </>
      ) : (
        // No heading until the social's name is known: it then takes the focus (usePageTitle).
        <>
          <div>
            <BackLink asChild>
              <Link to={socialsListPath(routeCategory)}>Back to Socials</Link>
            </BackLink>
          </div>
          <QueryState query={query} {...SOCIAL_QUERY_TEXTS} />
        </>
      )}
    </section>
  );
}
