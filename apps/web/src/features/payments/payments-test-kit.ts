import type { SavedCard } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import {
  created,
  fakeApi,
  type FakeRequest,
  type FakeResponse,
  LOAD,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

export function savedCard(
  overrides: Partial<Omit<SavedCard, 'card'>> & { card?: Partial<SavedCard['card']> },
) {
  const { card, ...rest } = overrides;
  return {
    id: 'pm_visa',
    isDefault: false,
    cardholderName: 'Alex Morgan',
    ...rest,
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031, ...card },
  } satisfies SavedCard;
}

type Route = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface ServeOptions {
  cards?: SavedCard[];
  config?: { provider: 'stripe' | 'sandbox'; publishableKey: string | null };
  /** Overrides of the payment routes, keyed like fakeApi's. */
  routes?: Record<string, Route>;
}

const methodsPath = `GET /user/payment/methods/${sampleProfile.id}`;

/**
 * A signed-in Alex whose API keeps saved cards: a successful save adds the confirmed card as the
 * default, so the next list shows it.
 */
export function servePayments({
  cards: start = [],
  config = { provider: 'sandbox', publishableKey: null },
  routes = {},
}: ServeOptions = {}) {
  let cards = start;
  setTokenCookie(makeToken({ sub: sampleProfile.id, firstName: sampleProfile.firstName }));
  const api = fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /payments/config': ok(config),
    [methodsPath]: () => ok({ object: 'list', data: cards }),
    'POST /user/payment/setup/intent': created({
      id: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      customerId: 'cus_alex',
    }),
    'POST /payments/sandbox/setup-intents/confirm': ok({
      status: 'succeeded',
      paymentMethodId: 'pm_new',
    }),
    'POST /user/payment/save': () => {
      cards = [
        ...cards.map((card) => ({ ...card, isDefault: false })),
        savedCard({
          id: 'pm_new',
          isDefault: true,
          card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
        }),
      ];
      return created({ id: 'pm_new' });
    },
    ...routes,
  });
  const sent = (route: string) =>
    api.requests.filter((request) => `${request.method} ${request.path}` === route);
  return { ...api, sent };
}

/**
 * A toast's title. An open dialog hides the Notifications region from the accessibility tree,
 * so the toast is found by where it sits (inside a toast, which carries data-variant).
 */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '[data-variant] *' }, LOAD);
}

export function paymentMethodsCard() {
  const heading = screen.getByRole('heading', { level: 2, name: 'Payment Methods' });
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('no Payment Methods card');
  return within(card);
}
