import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function BookingTabs({
  disablePast = false,
  onValueChange,
}: {
  disablePast?: boolean;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs defaultValue="upcoming" onValueChange={onValueChange}>
      <TabsList aria-label="Your bookings">
        <TabsTrigger value="upcoming">Upcoming (3)</TabsTrigger>
        <TabsTrigger value="past" disabled={disablePast}>
          Past (1)
        </TabsTrigger>
        <TabsTrigger value="recurring">Recurring (0)</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Friday Night Smash</TabsContent>
      <TabsContent value="past">Old Smash</TabsContent>
      <TabsContent value="recurring">No recurring bookings</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a named tab list whose tabs are named by their text, the first one selected', () => {
    render(<BookingTabs />);
    expect(screen.getByRole('tablist', { name: 'Your bookings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upcoming (3)',
      'Past (1)',
      'Recurring (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows only the selected panel, named after its tab', async () => {
    const onValueChange = vi.fn();
    render(<BookingTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Upcoming (3)');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Friday Night Smash');

    await userEvent.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(onValueChange).toHaveBeenLastCalledWith('past');
    expect(screen.getByRole('tabpanel', { name: 'Past (1)' })).toHaveTextContent('Old Smash');
    expect(screen.queryByText('Friday Night Smash')).toBeNull();
  });

  it('moves and selects with the arrow keys, wrapping round, and jumps with Home and End', async () => {
    render(<BookingTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming (3)' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Past (1)' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Recurring (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Recurring (0)' })).toBeInTheDocument();
  });

  it('keeps only the selected tab in the Tab order', async () => {
    render(<BookingTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming (3)' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming (3)' })).toHaveFocus();
  });

  it('skips a disabled tab with the keyboard and ignores clicks on it', async () => {
    render(<BookingTabs disablePast />);
    const past = screen.getByRole('tab', { name: 'Past (1)' });
    expect(past).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming (3)' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recurring (0)' })).toHaveFocus();
    expect(past).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(past, { pointerEventsCheck: 0 });
    expect(screen.getByRole('tabpanel', { name: 'Recurring (0)' })).toBeInTheDocument();
  });

  it('follows a controlled value and merges classes', () => {
    render(
      <Tabs value="past" className="max-w-sm">
        <TabsList aria-label="Your bookings" className="p-2">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">Friday Night Smash</TabsContent>
        <TabsContent value="past">Old Smash</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent('Old Smash');
    expect(screen.getByRole('tablist')).toHaveClass('p-2', 'bg-muted');
    expect(screen.getByRole('tablist')).not.toHaveClass('p-1');
  });
});
