import { DELETED_PLAYER_NAME } from '@betterplay/contracts';

export const DELETE_ACCOUNT_TEXTS = {
  button: 'Delete my account',
  title: 'Delete your account?',
  description: 'This cannot be undone. When your account goes:',
  consequences: [
    'Your places in future socials are given up and offered to the next in line.',
    'Your requests to join socials that are still pending are withdrawn.',
    'Your future court bookings are cancelled, with the usual refund rules.',
    'Your saved cards and your photo are removed.',
    `Your messages stay in their conversations, shown as from '${DELETED_PLAYER_NAME}'.`,
    'You are signed out everywhere.',
  ],
  organiser:
    'If other players are going to a social you organise, remove them or wait until it has taken place first.',
  signUpAgain: 'You can sign up again with the same email later.',
  password: 'Password',
  blocking: 'Socials with other players',
  keep: 'Keep my account',
  busy: 'Deleting...',
} as const;
