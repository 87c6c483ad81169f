import type { Stadium, StadiumSummary } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { hourText, inSportOrder } from './court-availability.ts';
import {
  findSportsByStadiumId,
  findStadiumById,
  findStadiums,
  type StadiumRow,
} from './stadiums-repository.ts';

function toStadiumSummary(row: StadiumRow): StadiumSummary {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    description: row.description,
    opensAt: hourText(row.opensAtHour),
    closesAt: hourText(row.closesAtHour),
  };
}

/** The /book filters: stadiums whose name and address contain the texts, any case, by name. */
export async function listStadiums({
  deps,
  name,
  location,
}: {
  deps: Deps;
  name: string;
  location: string;
}): Promise<StadiumSummary[]> {
  const rows = await findStadiums(deps.db, { name, location });
  return rows.map(toStadiumSummary);
}

/** A stadium with the sports it has courts for. */
export async function getStadium({
  deps,
  stadiumId,
}: {
  deps: Deps;
  stadiumId: string;
}): Promise<Stadium> {
  const row = await findStadiumById(deps.db, stadiumId);
  if (!row) throw appError('STADIUM_NOT_FOUND');
  const sports = inSportOrder(await findSportsByStadiumId(deps.db, row.id));
  return { ...toStadiumSummary(row), sports };
}
