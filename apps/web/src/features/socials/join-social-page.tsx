import type { Social } from '@betterplay/contracts';
import { Button, Card, CardContent, Label, Textarea } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { socialsListPath } from '../sports/social-sports.ts';
import { BackLink } from './back-link.tsx';
import { readJoinDraft, saveJoinDraft } from './join-draft.ts';
import { SocialLoadState } from './social-load-state.tsx';
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
  if (id === null) return <Navigate to="/sports" replace />;

  const social = query.data;
  return (
    <section className="mx-auto grid grid-cols-1 max-w-2xl gap-6 px-4 py-8 sm:px-6">
      {social ? (
        <>
          <BackLink to={socialDetailPath(social.category, social.id)}>
            Back to {social.name}
          </BackLink>
          <Card>
            <CardContent className="grid gap-6 p-6">
              <h1 className="text-2xl font-bold tracking-tight">Join {social.name}</h1>
              <JoinForm social={social} />
            </CardContent>
          </Card>
        </>
      ) : (
        <>
          <BackLink to={socialsListPath(routeCategory)}>Back to Socials</BackLink>
          <SocialLoadState query={query} />
        </>
      )}
    </section>
  );
}
