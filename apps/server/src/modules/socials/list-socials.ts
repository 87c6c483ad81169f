import {
  envelopeSchema,
  SOCIAL_CATEGORIES,
  SOCIALS_LIST_REACH,
  socialPageSchema,
  type Social,
  type socialListQuerySchema,
} from '@betterplay/contracts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { localDateTime } from '../../local-time.ts';
import { findById, findPage } from './socials-repository.ts';

type ListQuery = z.output<typeof socialListQuerySchema>;

/**
 * One page of the socials a player can still join (one sport's, or every sport's), soonest
 * first: those that have taken place are left out. Paging reaches the first SOCIALS_LIST_REACH
 * matches; beyond them a page is empty, and a larger total says so with `totalCapped`.
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
  const result = await findPage(
    deps.db,
    { ...filter, ...(category ? { category } : {}), now: deps.clock.now() },
    { page, pageSize, reach: SOCIALS_LIST_REACH },
  );
  return { ...result, page, pageSize };
}

const listAnswerSchema = envelopeSchema(socialPageSchema);

/**
 * The answer of a public socials list as JSON, from the app's socials-list cache while fresh
 * (socials-list-cache.ts). Nothing in it depends on who asks. A miss is encoded through the
 * route's response schema, as Fastify's serializer would. The search is case-insensitive, so
 * `q` is keyed in lower case.
 */
export async function listSocialsJson(input: {
  deps: Deps;
  category?: string;
  query: ListQuery;
}): Promise<string> {
  const { category, query } = input;
  // Refused before the cache, so unknown sports take no room in it.
  if (category !== undefined && !(SOCIAL_CATEGORIES as string[]).includes(category)) {
    throw appError('UNKNOWN_SPORT', { category, choices: SOCIAL_CATEGORIES.join(', ') });
  }
  const key = JSON.stringify([
    category ?? '',
    query.q?.toLowerCase() ?? '',
    query.type,
    query.page,
    query.pageSize,
  ]);
  return input.deps.socialsList.answer(key, async () => {
    const page = await listSocials(input);
    return {
      json: JSON.stringify(z.encode(listAnswerSchema, { message: 'OK', data: page })),
      validUntil: firstOneTimeStart(page.data),
    };
  });
}

/**
 * When the earliest one-time social listed starts: from then on it is past and leaves the list,
 * so a kept answer must not outlive it. Recurring socials never become past.
 */
function firstOneTimeStart(listed: Social[]) {
  let earliest = Number.POSITIVE_INFINITY;
  for (const social of listed) {
    if (social.eventType !== 'oneTime') continue;
    earliest = Math.min(earliest, localDateTime(social.date, social.time).getTime());
  }
  return earliest;
}

/** One social, past ones included (a shared link to it still works). */
export async function getSocial({ deps, id }: { deps: Deps; id: string }): Promise<Social> {
  const social = await findById(deps.db, id, deps.clock.now());
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  return social;
}
