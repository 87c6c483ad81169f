import type { UserProfile } from '@betterplay/contracts';
import { Button, Card, CardContent, CardHeader } from '@betterplay/ui';
import { Pencil } from 'lucide-react';
import type { Ref } from 'react';
import { ProfileEditForm, type SaveFailure } from './profile-edit-form.tsx';
import { ageText, heightText, ProfileFacts, sportsText, weightText } from './profile-facts.tsx';
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
          <ProfileFacts
            facts={[
              { label: 'First Name', value: profile.firstName },
              { label: 'Last Name', value: profile.lastName },
              { label: 'Email', value: profile.email },
              { label: 'Mobile Number', value: profile.phone },
              { label: 'Height', value: heightText(profile.height) },
              { label: 'Weight', value: weightText(profile.weight) },
              { label: 'Age', value: ageText(profile.age) },
              { label: 'Sports Liked', value: sportsText(profile.sportPreferences) },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
