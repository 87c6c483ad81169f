import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('offers a line break after the @ and before each dot, and nowhere else', () => {
    const { container } = render(
      <p>
        <EmailText email="alex.morgan@mail.example.com" />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'alex<wbr>.morgan@<wbr>mail<wbr>.example<wbr>.com',
    );
  });

  it('reads and copies as the one address', () => {
    const { container } = render(
      <p>
        <EmailText email="a.b@c.io" />
      </p>,
    );
    expect(container.textContent).toBe('a.b@c.io');
  });

  it('leaves text without an @ or a dot alone', () => {
    const { container } = render(
      <p>
        <EmailText email="localhost" />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('localhost');
  });
});
