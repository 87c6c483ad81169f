import { BackLink, Card, CardContent, PageHeader } from '@betterplay/ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CreateSocialForm } from './create-social-form.tsx';
import {
  createSocialResolver,
  FIELD_ORDER,
  fieldErrorsOf,
  type PayloadIssue,
} from './social-form-resolver.ts';
import { EMPTY_CREATE_SOCIAL_FORM } from './social-payload.ts';
import { useCreateSocial } from './use-create-social.ts';

const TITLE = 'Create Event';

/** /social-organizer: the organiser's form for a new social. */
export function CreateSocialPage() {
  const headingRef = usePageTitle(TITLE);
  const form = useForm({
    defaultValues: EMPTY_CREATE_SOCIAL_FORM,
    resolver: createSocialResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // The server's own validation answer is shown like the form's: under the fields, first one focused.
  const showIssues = (issues: PayloadIssue[]) => {
    const errors = fieldErrorsOf(issues);
    const fields = FIELD_ORDER.filter((field) => errors[field] !== undefined);
    for (const field of fields) {
      const message = errors[field]?.message;
      if (message !== undefined) form.setError(field, { type: 'server', message });
    }
    const first = fields[0];
    if (first !== undefined) form.setFocus(first);
    return first !== undefined;
  };
  const creation = useCreateSocial(showIssues);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description="Set up a new social for players to join."
        back={
          <BackLink asChild>
            <Link to="/organiser">Back to Dashboard</Link>
          </BackLink>
        }
      />
      <Card>
        <CardContent className="px-4 sm:px-6">
          <CreateSocialForm
            form={form}
            busy={creation.isPending}
            onSubmit={(payload) => creation.mutate(payload)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
