import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input.tsx';
import { FieldMessage, FormField } from './form-field.tsx';

describe('FormField', () => {
  it('names the control by its label and shows no message while valid', () => {
    render(
      <FormField id="first-name" label="First Name">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the control invalid and describes it with the message', () => {
    render(
      <FormField id="first-name" label="First Name" error="Please enter your first name">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your first name');
  });

  it('shows a counter for a free-text field and describes the control with it', () => {
    render(
      <FormField id="venue" label="Venue" count={{ length: 12, max: 120 }}>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveAccessibleDescription('12 / 120');
  });

  it('says by how much a text is over its limit, beside the message', () => {
    render(
      <FormField
        id="message"
        label="Message"
        error="message must be at most 1000 characters"
        count={{ length: 1234, max: 1000 }}
      >
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'message must be at most 1000 characters 1,234 / 1,000 · 234 too many',
    );
  });

  it('FieldMessage shows nothing without a message', () => {
    const { container } = render(<FieldMessage id="none" message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
