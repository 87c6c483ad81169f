import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarStack } from './avatar-stack.tsx';

const person = (id: string, firstName: string) => ({ id, firstName, lastName: 'X', avatar: '' });

describe('AvatarStack', () => {
  it('shows four at most and counts the rest in a +N bubble, hidden from screen readers', () => {
    const people = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name, index) =>
      person(String(index), name),
    );
    const { container } = render(<AvatarStack people={people} more={2} />);
    const stack = container.querySelector('[data-slot="avatar-stack"]');
    expect(stack).toHaveAttribute('aria-hidden', 'true');
    expect(stack?.querySelectorAll('[data-slot="avatar"]')).toHaveLength(4);
    expect(stack).toHaveTextContent('+3');
  });

  it('shows nothing when nobody is there', () => {
    const { container } = render(<AvatarStack people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
