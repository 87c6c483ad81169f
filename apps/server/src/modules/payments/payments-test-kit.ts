import type { FastifyInstance } from 'fastify';

/**
 * For other modules' tests: saves a card for the signed-in player through the real routes, as
 * the browser does with the sandbox (setup intent → confirm → save), and makes it their default.
 * Stripe's test numbers decide what charging it does later ('4000 0000 0000 9995' saves a card
 * whose charges fail for insufficient funds, '4000 0000 0000 0341' one whose charges are declined).
 */
export async function saveTestCard(
  app: FastifyInstance,
  token: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<{ customerId: string; paymentMethodId: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const intent = await app.inject({
    method: 'POST',
    url: '/api/v1/user/payment/setup/intent',
    headers,
    payload: {
      currency: 'usd',
      description: 'Test card',
      paymentMethodType: 'card',
      metadata: { cardholderName: 'Test Player' },
    },
  });
  if (intent.statusCode !== 201) throw new Error(`setup intent failed: ${intent.body}`);
  const { clientSecret, customerId } = intent.json().data as {
    clientSecret: string;
    customerId: string;
  };

  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/setup-intents/confirm',
    headers,
    payload: {
      clientSecret,
      card: {
        number: cardNumber,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      },
    },
  });
  if (confirmed.statusCode !== 200) throw new Error(`sandbox confirm failed: ${confirmed.body}`);
  const { paymentMethodId } = confirmed.json().data as { paymentMethodId: string };

  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/user/payment/save',
    headers,
    payload: { customerId, paymentMethodId, makeDefault: true },
  });
  if (saved.statusCode !== 201) throw new Error(`saving the card failed: ${saved.body}`);
  return { customerId, paymentMethodId };
}
