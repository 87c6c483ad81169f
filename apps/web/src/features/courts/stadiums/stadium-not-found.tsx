import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { BOOK_PATH } from '../court-paths.ts';

/** What a stadium's pages show for a stadium the API does not know (a 404). */
export function StadiumNotFound({ stadiumId }: { stadiumId: string }) {
  return (
    <NotFoundPage
      title="Stadium not found"
      reason={<>There is no stadium &lsquo;{stadiumId}&rsquo;.</>}
      back={{ to: BOOK_PATH, text: 'Choose a stadium' }}
    />
  );
}
