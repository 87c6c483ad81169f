import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageBubble, type BubbleMessage } from './message-bubble.tsx';
import { splitMessageText } from './message-text.tsx';

const SHARE_LINK = '/activity?share=5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a02';

function message(body: string): BubbleMessage {
  return {
    body,
    createdAt: new Date().toISOString(),
    senderName: 'Alex Morgan',
    mine: false,
    state: 'sent',
  };
}

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderBubble(body: string) {
  return render(
    <MemoryRouter initialEntries={['/chat']}>
      <Routes>
        <Route
          path="/chat"
          element={
            <ol>
              <MessageBubble message={message(body)} />
            </ol>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('in-app links in messages', () => {
  it('cuts a message into text and in-app paths, leaving everything else as text', () => {
    expect(splitMessageText(`Pay or decline it here: ${SHARE_LINK}`)).toEqual([
      { kind: 'text', text: 'Pay or decline it here: ' },
      { kind: 'path', path: SHARE_LINK },
    ]);
    expect(splitMessageText('See /activity. Then /chat, ok?')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'path', path: '/activity' },
      { kind: 'text', text: '. Then ' },
      { kind: 'path', path: '/chat' },
      { kind: 'text', text: ', ok?' },
    ]);
    for (const plain of [
      'and/or either',
      '//evil.example/activity',
      'https://example.com/activity',
      '/ 2 hours',
      '/2024 was fun',
      '(/activity)',
      'javascript:alert(1)',
    ]) {
      expect(splitMessageText(plain)).toEqual([{ kind: 'text', text: plain }]);
    }
  });

  it('renders a path as a link that navigates in the app', async () => {
    renderBubble(`I split Court 1 at MSAC with you.\nPay or decline it here: ${SHARE_LINK}`);
    const link = screen.getByRole('link', { name: SHARE_LINK });
    expect(link).toHaveAttribute('href', SHARE_LINK);
    expect(link.closest('p')).toHaveTextContent(
      `I split Court 1 at MSAC with you. Pay or decline it here: ${SHARE_LINK}`,
    );
    await userEvent.click(link);
    expect(screen.getByText(`At ${SHARE_LINK}`)).toBeVisible();
  });

  it('keeps plain text and markup as text', () => {
    renderBubble('<a href="/x">not a link</a> https://example.com and //evil.example');
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('<a href="/x">not a link</a> https://example.com and //evil.example'),
    ).toBeVisible();
  });
});
