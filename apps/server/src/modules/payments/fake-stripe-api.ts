import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server that answers like Stripe's API for the calls the Stripe
 * gateway makes (form-encoded requests, JSON objects shaped like Stripe's, Stripe's error
 * bodies), and records every request so tests assert what the SDK sent. Never the internet.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  /** the form body or query, with Stripe's bracketed keys as sent: metadata[userId] */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
};

/** customer null: a wallet's method from the Payment Request button, attached to nobody */
type FakeCard = {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  name: string;
};

export async function startFakeStripeApi() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; defaultPaymentMethod: string | null }>();
  const cards = new Map<string, FakeCard>();
  const setupIntents = new Map<
    string,
    { id: string; customer: string; paymentMethod: string | null }
  >();
  /** what the next payment intent answers: Stripe's card error body, or success */
  let nextCardError: { code: string; message: string; decline_code?: string } | null = null;
  /** the next payment intent answers Stripe's 500 (kept for its idempotency key, as Stripe does) */
  let failNextPaymentIntent = false;
  /** how many payment intents' answers to drop (the socket closes after the work): lost answers */
  let answersToLose = 0;
  type FakeIntent = {
    id: string;
    object: 'payment_intent';
    amount: number;
    currency: string | undefined;
    customer: string | undefined;
    payment_method: string;
    status: 'succeeded' | 'requires_capture' | 'canceled';
    created: number;
    metadata: Record<string, string>;
  };
  const paymentIntents = new Map<string, FakeIntent>();
  /**
   * Stripe's idempotency, for payment intents only (the calls that move money): a key answers
   * its first result again, and refuses other parameters with an idempotency_error.
   */
  const intentKeys = new Map<string, { params: string; status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1)}`;

  const customerObject = (customer: { id: string; defaultPaymentMethod: string | null }) => ({
    id: customer.id,
    object: 'customer',
    invoice_settings: { default_payment_method: customer.defaultPaymentMethod },
  });
  const cardObject = (card: FakeCard) => ({
    id: card.id,
    object: 'payment_method',
    type: 'card',
    customer: card.customer,
    billing_details: { name: card.name },
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040 },
  });
  const missing = (what: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    },
  });

  function answer(method: string, path: string, params: Record<string, string>) {
    const [, , resource, id, action] = path.split('/');
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = { id: nextId('cus'), defaultPaymentMethod: null };
      customers.set(customer.id, customer);
      return { status: 200, body: customerObject(customer) };
    }
    if (resource === 'customers' && id) {
      const customer = customers.get(id);
      if (!customer) return missing(`customer: '${id}'`);
      const chosen = params['invoice_settings[default_payment_method]'];
      if (method === 'POST' && chosen) customer.defaultPaymentMethod = chosen;
      return { status: 200, body: customerObject(customer) };
    }
    if (resource === 'setup_intents' && method === 'POST' && !id) {
      const customer = params.customer ?? '';
      if (!customers.has(customer)) return missing(`customer: '${customer}'`);
      const intent = { id: nextId('seti'), customer, paymentMethod: null };
      setupIntents.set(intent.id, intent);
      return {
        status: 200,
        body: {
          id: intent.id,
          object: 'setup_intent',
          client_secret: `${intent.id}_secret_fake`,
          status: 'requires_payment_method',
          customer,
          payment_method: null,
        },
      };
    }
    if (resource === 'setup_intents' && id) {
      const intent = setupIntents.get(id);
      if (!intent) return missing(`setup_intent: '${id}'`);
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          status: intent.paymentMethod ? 'succeeded' : 'requires_payment_method',
          customer: intent.customer,
          payment_method: intent.paymentMethod,
        },
      };
    }
    if (resource === 'payment_methods' && !id) {
      const data = [...cards.values()]
        .filter((card) => card.customer === params.customer)
        .map(cardObject);
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' },
      };
    }
    if (resource === 'payment_methods' && id && action === 'detach' && method === 'POST') {
      const card = cards.get(id);
      if (!card) return missing(`PaymentMethod: '${id}'`);
      for (const customer of customers.values()) {
        if (customer.defaultPaymentMethod === id) customer.defaultPaymentMethod = null;
      }
      card.customer = null;
      return { status: 200, body: cardObject(card) };
    }
    if (resource === 'payment_methods' && id) {
      const card = cards.get(id);
      return card ? { status: 200, body: cardObject(card) } : missing(`PaymentMethod: '${id}'`);
    }
    if (resource === 'payment_intents' && method === 'GET' && !id) {
      const data = [...paymentIntents.values()].filter(
        (intent) => intent.customer === params.customer,
      );
      return {
        status: 200,
        body: { object: 'list', data: data.reverse(), has_more: false, url: '/v1/payment_intents' },
      };
    }
    if (resource === 'payment_intents' && id) {
      const intent = paymentIntents.get(id);
      if (!intent) return missing(`payment_intent: '${id}'`);
      if (method === 'GET') return { status: 200, body: intent };
      const wanted = { capture: 'requires_capture', cancel: 'requires_capture' } as const;
      if ((action === 'capture' || action === 'cancel') && intent.status !== wanted[action]) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          },
        };
      }
      if (action === 'capture') intent.status = 'succeeded';
      if (action === 'cancel') intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && method === 'POST') {
      if (failNextPaymentIntent) {
        failNextPaymentIntent = false;
        return {
          status: 500,
          body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
        };
      }
      const paymentMethod = params.payment_method ?? '';
      if (!cards.has(paymentMethod)) return missing(`PaymentMethod: '${paymentMethod}'`);
      const error = nextCardError;
      nextCardError = null;
      if (error) {
        return {
          status: 402,
          body: { error: { type: 'card_error', ...error, payment_intent: { id: nextId('pi') } } },
        };
      }
      const intent: FakeIntent = {
        id: nextId('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency,
        customer: params.customer,
        payment_method: paymentMethod,
        status: params.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: Object.fromEntries(
          Object.entries(params).flatMap(([name, value]) => {
            const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
            return key === undefined ? [] : [[key, value]];
          }),
        ),
      };
      paymentIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (resource === 'refunds' && method === 'POST') {
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          amount: Number(params.amount),
          payment_intent: params.payment_intent,
          status: 'succeeded',
        },
      };
    }
    return missing(`route: ${method} ${path}`);
  }

  function answerOnce(
    method: string,
    path: string,
    params: Record<string, string>,
    headers: IncomingHttpHeaders,
  ) {
    const key = headers['idempotency-key'];
    if (method !== 'POST' || !path.startsWith('/v1/payment_intents') || typeof key !== 'string') {
      return answer(method, path, params);
    }
    const sent = `${path} ${JSON.stringify(params)}`;
    const earlier = intentKeys.get(key);
    if (earlier && earlier.params !== sent) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (earlier) return earlier;
    const result = answer(method, path, params);
    intentKeys.set(key, { params: sent, ...result });
    return result;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries([...url.searchParams, ...form]);
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, params, headers: request.headers });
      const { status, body } = answerOnce(method, url.pathname, params, request.headers);
      if (answersToLose > 0 && method === 'POST' && url.pathname === '/v1/payment_intents') {
        answersToLose -= 1;
        // The work is done, the answer never arrives: the SDK sees a connection error.
        request.socket.destroy();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** the requests to one path, e.g. '/v1/payment_intents' */
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** a card Stripe.js would have attached to the customer through a setup intent */
    attachCard(input: { customer: string; last4: string; brand?: string; setupIntent?: string }) {
      const card = {
        id: nextId('pm'),
        customer: input.customer,
        brand: input.brand ?? 'visa',
        last4: input.last4,
        name: 'Alex Morgan',
      };
      cards.set(card.id, card);
      const intent = input.setupIntent ? setupIntents.get(input.setupIntent) : undefined;
      if (intent) intent.paymentMethod = card.id;
      return card.id;
    },
    /** what Stripe.js's Payment Request makes from Apple Pay or Google Pay: a card of nobody's */
    walletPaymentMethod(last4 = '4242') {
      const card = { id: nextId('pm'), customer: null, brand: 'visa', last4, name: 'Alex Morgan' };
      cards.set(card.id, card);
      return card.id;
    },
    declineNextPayment(error: { code: string; message: string; decline_code?: string }) {
      nextCardError = error;
    },
    /** the next payment intent fails inside Stripe (500); its key keeps that answer */
    failNextPayment() {
      failNextPaymentIntent = true;
    },
    /** the next `count` payment intent requests are carried out but their answers are lost */
    loseNextPaymentAnswers(count: number) {
      answersToLose = count;
    },
    /** the payment intents made so far, oldest first */
    paymentIntents: () => [...paymentIntents.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; closing waits for none of them.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
