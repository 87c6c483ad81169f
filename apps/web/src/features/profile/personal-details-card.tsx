import type { UserProfile } from '@betterplay/contracts';
import { Button, Card, CardContent, CardHeader, EmailText, FactList } from '@betterplay/ui';
import { Pencil } from 'lucide-react';
import type { Ref } from 'react';
import { ProfileEditForm, type SaveFailure } from './profile-edit-form.tsx';
import { ageText, heightText, sportsText, weightText } from './profile-facts.ts';
import type { ProfileFormOutput } from './profile-form.ts';

export interface PersonalDetailsCardProps {
  profile: UserProfile;
  editing: boolean;
  saving: boolean;
  failure: SaveFailure | null;
  onEdit(): void;
  onCancel(): void;
  onSave(values: ProfileFormOutput): void;
  /** The edit icon, so focus can come back to it when the form closes. */
  editButtonRef?: Ref<HTMLButtonElement>;
}

/** The signed-in user's personal details: read in view mode, changed in edit mode. */
export function PersonalDetailsCard({
  profile,
  editing,
  saving,
  failure,
  onEdit,
  onCancel,
  onSave,
  editButtonRef,
}: PersonalDetailsCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 px-4 sm:px-6">
        <h2 className="text-lg font-semibold">Personal Details</h2>
        {editing ? null : (
          <Button
            ref={editButtonRef}
            variant="ghost"
            size="icon"
            aria-label="Edit personal details"
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {editing ? (
          <ProfileEditForm
            profile={profile}
            saving={saving}
            failure={failure}
            onCancel={onCancel}
            onSave={onSave}
          />
        ) : (
          <FactList
            facts={[
              { term: 'First Name', value: profile.firstName },
              { term: 'Last Name', value: profile.lastName },
              { term: 'Email', value: <EmailText email={profile.email} /> },
              { term: 'Mobile Number', value: profile.phone },
              { term: 'Height', value: heightText(profile.height) },
              { term: 'Weight', value: weightText(profile.weight) },
              { term: 'Age', value: ageText(profile.age) },
              { term: 'Sports Liked', value: sportsText(profile.sportPreferences) },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
