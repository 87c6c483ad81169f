import { Button } from '@betterplay/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** The organiser screens' way to the create form (docs/product.md: 'Add new Social'). */
export function AddSocialLink() {
  return (
    <Button asChild>
      <Link to="/social-organizer">
        <Plus aria-hidden />
        Add new Social
      </Link>
    </Button>
  );
}
