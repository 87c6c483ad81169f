import { Card, CardContent, EmailText, LoadState, PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePageTitle } from '../../app/page-title.ts';
import { myProfileQueryOptions } from '../auth/auth-api.ts';
import { useAuth } from '../auth/auth-context.ts';
import { ProfileAccountSection } from '../account/profile-account-section.tsx';
import { ProfileCalendarFeed } from '../calendar/profile-calendar-feed.tsx';
import { ProfileNotificationPreferences } from '../notifications/profile-notification-preferences.tsx';
import { ProfilePaymentHistory } from '../payments/profile-payment-history.tsx';
import { ProfilePaymentMethods } from '../payments/profile-payment-methods.tsx';
import { PersonalDetailsCard } from './personal-details-card.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { useSaveProfile } from './use-save-profile.ts';

const TITLE = 'Your Profile';

/**
 * /profile: the signed-in user's photo, visibility, personal details, saved cards, payments,
 * notification settings and calendar, then their password and account.
 */
export function ProfilePage() {
  const headingRef = usePageTitle(TITLE);
  const { user } = useAuth();
  // The same query the session keeps for the signed-in user (features/auth/profile-sync.tsx).
  const query = useQuery({ ...myProfileQueryOptions(user?.id ?? ''), enabled: user !== null });
  const profile = query.data;
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setEditing(false);
    // The form goes away with the focus in it: put it back on the edit icon.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };
  const { save, saving, failure, reset } = useSaveProfile(profile, closeForm);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={TITLE} headingRef={headingRef} />
      <LoadState
        loading={query.isPending}
        loadingText="Loading your profile..."
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {profile ? (
          <>
            <Card>
              <CardContent className="px-4 sm:px-6">
                <ProfileSummary
                  firstName={profile.firstName}
                  lastName={profile.lastName}
                  avatar={profile.avatar}
                  visibility={profile.visibility}
                  detail={<EmailText email={profile.email} />}
                />
              </CardContent>
            </Card>
            <PersonalDetailsCard
              profile={profile}
              editing={editing}
              saving={saving}
              failure={failure}
              editButtonRef={editButtonRef}
              onEdit={() => {
                reset();
                setEditing(true);
              }}
              onCancel={closeForm}
              onSave={(values) => save(values)}
            />
            <ProfilePaymentMethods profile={profile} />
            <ProfilePaymentHistory />
            <ProfileNotificationPreferences />
            <ProfileCalendarFeed />
            <ProfileAccountSection />
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
