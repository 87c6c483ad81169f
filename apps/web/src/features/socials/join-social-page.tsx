import { createJoinRequestSchema, TEXT_LIMITS, type Social } from '@betterplay/contracts';
import {
  BackLink,
  Button,
  Card,
  CardContent,
  FactList,
  FormField,
  LoadState,
  PageHeader,
  Textarea,
} from '@betterplay/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { usePageTitle } from '../../app/page-title.ts';
import { formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialogWith } from '../auth/sign-in-events.ts';
import { socialsListPath } from '../sports/social-sports.ts';
import { eventTypeLabel } from './event-types.ts';
import { alreadyJoined, PastSocialNotice, ViewerNotice } from './join-action.tsx';
import { readJoinDraft, saveJoinDraft } from './join-draft.ts';
import { QueryState } from '../../components/query-state.tsx';
import { joinSocialPath, socialDetailPath } from './social-paths.ts';
import { useSendJoinRequest } from './use-send-join-request.ts';
import { SOCIAL_QUERY_TEXTS, useSocialSelection } from './use-social-selection.ts';
import { useSocialViewer, type ViewerStatus } from './use-social-viewer.ts';

// The message part of the request, with the contract's own rule and words.
const joinMessageSchema = createJoinRequestSchema.pick({ message: true });

/** What happens to the money at a paid social: held with the request, taken with the place. */
export const heldPriceNote = (price: number) =>
  `${formatDollars(price)} will be held on your saved card now and taken only if the organiser gives you a place.`;

function JoinForm({ social }: { social: Social }) {
  const signedIn = useAuth().user !== null;
  const sending = useSendJoinRequest();
  const {
    register,
    handleSubmit,
    watch,
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
    // Signing up instead comes back here too.
    if (!signedIn) {
      openSignInDialogWith({ afterSignUp: joinSocialPath(social.category, social.id) });
      return;
    }
    sending.mutate({ socialId: social.id, organizerId: social.organizer.id, message });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <FormField
        id="join-message"
        label="Message to the Organizer"
        error={errors.message?.message}
        count={{ length: (watch('message') ?? '').length, max: TEXT_LIMITS.joinMessage }}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="want to send any special message...?"
            {...register('message', { onChange: (event) => saveJoinDraft(event.target.value) })}
          />
        )}
      </FormField>
      {social.price > 0 ? (
        <p id="join-payment-note" className="text-muted-foreground text-sm">
          {heldPriceNote(social.price)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={sending.isPending}
        aria-busy={sending.isPending}
        aria-describedby={social.price > 0 ? 'join-payment-note' : undefined}
      >
        {sending.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Request to Join Social
      </Button>
    </form>
  );
}

/** When and where the social is, and what a place costs: what the player is asking to join. */
export function JoinFacts({ social }: { social: Social }) {
  return (
    <FactList
      facts={[
        { term: 'Date', value: formatDate(social.date) },
        { term: 'Time', value: formatTime12h(social.time) },
        { term: 'Venue', value: social.venue },
        {
          term: `Price per player - ${eventTypeLabel(social.eventType)}`,
          value: formatDollars(social.price),
        },
      ]}
    />
  );
}

/**
 * The social's facts, then the form; or why there is nothing to send. Signed in, the form waits
 * for the player's standing, so a player already going learns it before typing.
 */
export function JoinPanel({
  social,
  viewer,
}: {
  social: Social;
  viewer: ViewerStatus | undefined;
}) {
  let action;
  if (social.isPast) action = <PastSocialNotice />;
  else if (alreadyJoined(viewer)) action = <ViewerNotice status={viewer} />;
  else if (viewer === undefined)
    action = <LoadState loading loadingText={SOCIAL_QUERY_TEXTS.loadingText} minHeight="0" />;
  else action = <JoinForm social={social} />;
  return (
    <Card className="py-4 sm:py-6">
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <JoinFacts social={social} />
        {action}
      </CardContent>
    </Card>
  );
}

/** /sports/{category}/social/join?id={id} */
export function JoinSocialPage() {
  const routeCategory = (useParams().category ?? '').toLowerCase();
  const { id, query } = useSocialSelection();
  const social = query.data;
  const viewer = useSocialViewer(id);
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
          <JoinPanel social={social} viewer={viewer} />
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
