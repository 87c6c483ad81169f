import {
  courtAvailabilitySchema,
  stadiumSchema,
  stadiumSummarySchema,
  type CourtAvailability,
  type Stadium,
  type StadiumSummary,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** The /book filters, as sent: trimmed, '' for none. */
export interface StadiumFilters {
  name: string;
  location: string;
}

export const courtKeys = {
  all: ['courts'] as const,
  stadiumLists: () => [...courtKeys.all, 'stadiums'] as const,
  stadiums: (filters: StadiumFilters) => [...courtKeys.stadiumLists(), filters] as const,
  stadium: (stadiumId: string) => [...courtKeys.all, 'stadium', stadiumId] as const,
  /** Every cached availability list: a pushed change patches those of its date. */
  availabilities: () => [...courtKeys.all, 'availability'] as const,
  availability: (stadiumId: string, sport: string, date: string) =>
    [...courtKeys.availabilities(), stadiumId, sport, date] as const,
};

const segment = encodeURIComponent;

/** GET /stadiums?name=&location=: the stadiums matching the /book filters. */
export function stadiumsQueryOptions({ name, location }: StadiumFilters) {
  const filters = { name: name.trim(), location: location.trim() };
  return queryOptions({
    queryKey: courtKeys.stadiums(filters),
    queryFn: async ({ signal }): Promise<StadiumSummary[]> => {
      const query = new URLSearchParams(filters).toString();
      const { data } = await apiRequest(`/stadiums?${query}`, {
        schema: z.array(stadiumSummarySchema),
        auth: false,
        signal,
      });
      return data;
    },
    staleTime: 60_000,
  });
}

/** GET /stadiums/{stadiumId}: one stadium with the sports it has courts for. */
export function stadiumQueryOptions(stadiumId: string) {
  return queryOptions({
    queryKey: courtKeys.stadium(stadiumId),
    queryFn: async ({ signal }): Promise<Stadium> => {
      const { data } = await apiRequest(`/stadiums/${segment(stadiumId)}`, {
        schema: stadiumSchema,
        auth: false,
        signal,
      });
      return data;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /stadiums/{stadiumId}/{sport}/availability?date=: the sport's courts with their free start
 * times that day. Live pushes keep it current (useLiveAvailability), and a reconnect refetches.
 */
export function availabilityQueryOptions(stadiumId: string, sport: string, date: string) {
  return queryOptions({
    queryKey: courtKeys.availability(stadiumId, sport, date),
    queryFn: async ({ signal }): Promise<CourtAvailability[]> => {
      const path = `/stadiums/${segment(stadiumId)}/${segment(sport)}/availability`;
      const { data } = await apiRequest(`${path}?${new URLSearchParams({ date }).toString()}`, {
        schema: z.array(courtAvailabilitySchema),
        auth: false,
        signal,
      });
      return data;
    },
    staleTime: 30_000,
  });
}
