import { Card, CardContent, CardDescription, CardHeader } from '@betterplay/ui';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CreateSocialForm } from './create-social-form.tsx';
import { EMPTY_CREATE_SOCIAL_FORM, type CreateSocialFormValues } from './social-payload.ts';
import { useCreateSocial } from './use-create-social.ts';

export function CreateSocialPage() {
  const form = useForm<CreateSocialFormValues>({ defaultValues: EMPTY_CREATE_SOCIAL_FORM });
  const creation = useCreateSocial();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link
        to="/organiser"
        className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Create Event</h1>
          <CardDescription>Set up a new social for players to join.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateSocialForm
            form={form}
            busy={creation.isPending}
            onSubmit={(values) => creation.mutate(values)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
