import type { Social } from '@betterplay/contracts';
import { BackLink, Button, Card, CardContent, Label, PageHeader, Textarea } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { socialsListPath } from '../sports/social-sports.ts';
import { PastSocialNotice } from './join-action.tsx';
import { readJoinDraft, saveJoinDraft } from './join-draft.ts';
import { SocialQueryState } from './social-query-state.tsx';
import { socialDetailPath } from './social-paths.ts';
import { useSendJoinRequest } from './use-send-join-request.ts';
import { useSocialSelection } from './use-social-selection.ts';

const MESSAGE_MAX_LENGTH = 1000;

function JoinForm({ social }: { social: Social }) {
  const signedIn = useAuth().user !== null;
  const [message, setMessage] = useState(readJoinDraft);
  const sending = useSendJoinRequest();

  const onChange = (next: string) => {
    setMessage(next);
    saveJoinDraft(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    if (!signedIn) {
      // Kept for after signing in: the page restores it.
      saveJoinDraft(message);
      openSignInDialog();
      return;
    }
    sending.mutate({ socialId: social.id, organizerId: social.organizer.id, message });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="join-message">Message to the Organizer</Label>
        <Textarea
          id="join-message"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="want to send any special message...?"
          value={message}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
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
          <SocialQueryState query={query} />
        </>
      )}
    </section>
  );
}
