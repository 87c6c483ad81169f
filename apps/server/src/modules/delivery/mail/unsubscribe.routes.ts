import { DELIVERY_KIND_LABELS } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../../module.ts';
import { publicRoute } from '../../route-docs.ts';
import { updatePreferences } from '../notification-preferences.ts';
import { escapeHtml, plainPage } from './plain-page.ts';
import { readUnsubscribeToken } from './unsubscribe-link.ts';

const docs = publicRoute('notifications');
const querystring = z.object({ token: z.string().max(300) });
const html = z.string();

/**
 * Every mail's List-Unsubscribe link (RFC 8058). A mail client's one-click POST turns that kind
 * of mail off for that person without signing in; opening the link shows a page whose button
 * sends the same POST (a GET changes nothing, as link scanners open links).
 */
export const unsubscribeRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The one-click POST's body is `List-Unsubscribe=One-Click`; the token in the URL says it all.
  api.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  const invalid = plainPage(
    'This link does not work',
    '<p>It may have been copied only in part. You can turn emails off on your profile.</p>',
  );

  api.get(
    '/mail/unsubscribe',
    {
      schema: {
        ...docs,
        summary: 'The page a mail’s unsubscribe link opens (changes nothing by itself)',
        querystring,
        produces: ['text/html'],
        response: { 200: html, 404: html },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const named = readUnsubscribeToken(deps.config.jwt.secret, request.query.token);
      if (!named) return reply.code(404).send(invalid);
      const label = DELIVERY_KIND_LABELS[named.kind];
      return plainPage(
        'Stop these emails?',
        `<p>You will no longer get emails about: <strong>${escapeHtml(label)}</strong>.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these emails</button></form>`,
      );
    },
  );

  api.post(
    '/mail/unsubscribe',
    {
      schema: {
        ...docs,
        summary: 'One-click unsubscribe (RFC 8058): turns this kind of mail off',
        querystring,
        produces: ['text/html'],
        response: { 200: html, 404: html },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const named = readUnsubscribeToken(deps.config.jwt.secret, request.query.token);
      if (!named || !(await deps.sessions.accountExistsNow(named.userId))) {
        return reply.code(404).send(invalid);
      }
      await updatePreferences(deps, named.userId, { email: { [named.kind]: false } });
      const label = DELIVERY_KIND_LABELS[named.kind];
      return plainPage(
        'Emails stopped',
        `<p>You will no longer get emails about: <strong>${escapeHtml(label)}</strong>. You can turn them back on under Notifications on your profile.</p>`,
      );
    },
  );
};
