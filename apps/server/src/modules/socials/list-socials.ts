import { SOCIAL_CATEGORIES, type Social, type socialListQuerySchema } from '@betterplay/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findById, findPage } from './socials-repository.ts';

type ListQuery = z.output<typeof socialListQuerySchema>;

/**
 * One page of the socials a player can still join (one sport's, or every sport's), soonest
 * first: those that have taken place are left out.
 */
export async function listSocials({
  deps,
  category,
  query,
}: {
  deps: Deps;
  category?: string;
  query: ListQuery;
}) {
  if (category !== undefined && !(SOCIAL_CATEGORIES as string[]).includes(category)) {
    throw appError('UNKNOWN_SPORT', { category, choices: SOCIAL_CATEGORIES.join(', ') });
  }
  const { page, pageSize, ...filter } = query;
  const now = deps.clock.now();
  const result = await findPage(
    deps.db,
    { ...filter, ...(category ? { category } : {}), notPastAt: now },
    { page, pageSize },
    now,
  );
  return { ...result, page, pageSize };
}

/** One social, past ones included (a shared link to it still works). */
export async function getSocial({ deps, id }: { deps: Deps; id: string }): Promise<Social> {
  const social = await findById(deps.db, id, deps.clock.now());
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  return social;
}
