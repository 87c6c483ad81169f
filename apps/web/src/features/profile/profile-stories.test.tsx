import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as detailsStories from './personal-details-card.stories.tsx';
import * as playerStories from './player-profile-card.stories.tsx';

// Every story renders without a warning in src/stories.test.tsx; these check what each state shows.
describe("the profile's stories", () => {
  it('show each state of the profile form', async () => {
    const { ViewMode, EditMode, Saving, SaveError, FieldError, UnitErrors } =
      composeStories(detailsStories);
    const view = render(<ViewMode />);
    expect(screen.getByRole('button', { name: 'Edit personal details' })).toBeVisible();
    expect(screen.getByText('5 ft 11 in')).toBeVisible();
    expect(screen.getByText('165 lb')).toBeVisible();
    view.unmount();

    const edit = render(<EditMode />);
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5.91');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    edit.unmount();

    const saving = render(<Saving />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    saving.unmount();

    const failed = render(<SaveError />);
    expect(screen.getByRole('alert')).toHaveTextContent('too many pixels');
    failed.unmount();

    const fieldError = render(<FieldError />);
    expect(await screen.findByLabelText('Mobile Number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number',
    );
    fieldError.unmount();

    render(<UnitErrors />);
    expect(await screen.findByLabelText('Height (ft)')).toHaveAccessibleDescription(
      'Enter your height in feet, for example 5.5',
    );
    expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription(
      'Enter your weight in pounds, for example 154',
    );
  });

  it("show another player's public details, or a private profile's name only", () => {
    const { Public, Private } = composeStories(playerStories);
    const shown = render(<Public />);
    expect(screen.getByText('Badminton, Swimming')).toBeVisible();
    shown.unmount();

    render(<Private />);
    expect(screen.queryByText('Sports Liked')).toBeNull();
    expect(screen.getByText('Private profile')).toBeVisible();
  });
});
