import { randomUUID } from 'node:crypto';
import { AVATARS_PATH, type ProfileChanges } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import {
  lockProfileById,
  updateProfileById,
  type ProfileColumns,
} from '../users/profile-repository.ts';
import { toAvatarWebp } from './avatar-image.ts';

/** Who the new token is for. */
export type UpdatedUser = { id: string; firstName: string; email: string };

/**
 * Saves the fields that were sent (one not sent keeps its value) and, with a photo, the new
 * avatar. The photo is checked and stored before the transaction, so a bad file changes nothing;
 * the avatar it replaces is removed only once the new one is committed.
 */
export async function updateProfile({
  deps,
  userId,
  changes,
  photo,
}: {
  deps: Deps;
  userId: string;
  changes: ProfileChanges;
  photo?: Buffer | undefined;
}): Promise<UpdatedUser> {
  const avatar = photo === undefined ? undefined : await storeAvatar(deps, photo);
  let saved: { user: UpdatedUser; replaced: string };
  try {
    saved = await deps.db.transaction(async (db) => {
      const current = await lockProfileById(db, userId);
      const columns: ProfileColumns = { ...changes, ...(avatar ? { avatar: avatar.url } : {}) };
      const user = current && (await updateProfileById(db, userId, columns));
      // A valid token for a deleted account is as good as no token.
      if (!current || !user) throw appError('ACCOUNT_GONE');
      return { user, replaced: current.avatar };
    });
  } catch (error) {
    if (avatar) await removeStoredAvatar(deps, avatar.url);
    throw error;
  }
  if (avatar) await removeStoredAvatar(deps, saved.replaced);
  // The lists show each social's organiser by name and avatar.
  deps.socialsList.changed();
  return saved.user;
}

async function storeAvatar(deps: Deps, photo: Buffer) {
  const webp = await toAvatarWebp(photo);
  const name = `${randomUUID()}.webp`;
  await deps.files.save('avatars', name, webp);
  return { name, url: `${AVATARS_PATH}${name}` };
}

/**
 * Removes an avatar this server stored (never throws); other values ('avatar.png', old URLs) are
 * left alone.
 */
export async function removeStoredAvatar(deps: Deps, url: string) {
  if (!url.startsWith(AVATARS_PATH)) return;
  const name = url.slice(AVATARS_PATH.length);
  try {
    await deps.files.remove('avatars', name);
  } catch (error) {
    // The profile is saved either way; a file left behind only takes disk space.
    deps.log.warn({ err: error, name }, 'could not remove an avatar file');
  }
}
