import type { Visibility } from '@betterplay/contracts';
import { Avatar, Badge } from '@betterplay/ui';
import { Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';

interface ProfileSummaryProps {
  firstName: string;
  lastName: string;
  avatar: string;
  visibility: Visibility;
  /** Under the name: the email on one's own profile. */
  detail?: ReactNode;
}

/** The photo, the name and whether the profile is public. */
export function ProfileSummary({
  firstName,
  lastName,
  avatar,
  visibility,
  detail,
}: ProfileSummaryProps) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Avatar src={avatar} firstName={firstName} lastName={lastName} size="lg" />
      <div className="grid min-w-0 gap-1">
        <p className="text-lg font-semibold">
          {firstName} {lastName}
        </p>
        {detail === undefined ? null : <p className="text-sm text-muted-foreground">{detail}</p>}
        <Badge variant="secondary">
          {visibility === 'public' ? <Globe aria-hidden /> : <Lock aria-hidden />}
          {visibility === 'public' ? 'Public profile' : 'Private profile'}
        </Badge>
      </div>
    </div>
  );
}
