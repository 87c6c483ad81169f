import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  envelopeSchema,
  PROFILE_MESSAGES,
  profileUpdateFieldsSchema,
  tokenSchema,
} from '@betterplay/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, appError, validationError } from '../../errors.ts';
import type { ModuleRoutes } from '../module.ts';
import { signSessionToken } from '../auth/session-token.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { updateProfile } from './update-profile.ts';

/** The form's text fields are short; a sports list of every sport is under 100 bytes. */
const FIELD_MAX_BYTES = 2 * 1024;
const PHOTO_FIELD = 'avatar';

const profileUpdateBodySchema = profileUpdateFieldsSchema
  .extend({
    avatar: z
      .custom<Buffer>((value) => Buffer.isBuffer(value), { error: PROFILE_MESSAGES.avatar })
      .optional()
      .meta({
        type: 'string',
        format: 'binary',
        description: 'The photo: a JPEG, PNG, WebP, GIF or AVIF file of at most 5 MB',
      }),
  })
  // A save with nothing in it (no body: null) changes nothing and still answers a fresh token.
  .nullish();

/**
 * PUT /user/profile, in a context of its own: only here does the API read multipart/form-data,
 * and only here is a JSON body refused. @fastify/multipart is registered in this context rather
 * than with the app's external plugins so that no other route parses uploads.
 */
export const updateProfileRoutes: ModuleRoutes = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readPhoto,
    // Counted while the body streams in: the upload is cut off at the first byte over a limit.
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(appError('FORM_NOT_MULTIPART'));
  });
  // Mapped here, then handed on (rethrown) to the app's error handler, which writes the envelope.
  app.setErrorHandler((error: FastifyError) => {
    throw uploadFailure(error);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/user/profile',
    {
      schema: {
        ...signedInRoute('user'),
        summary: 'Update the signed-in user; data is a new token',
        description:
          'multipart/form-data: the text fields to change (one not sent keeps its value; email ' +
          'cannot be changed and is ignored) and, optionally, the photo in the file field avatar. ' +
          'A bad photo answers 400 and changes nothing.',
        consumes: ['multipart/form-data'],
        body: profileUpdateBodySchema,
        response: {
          200: envelopeSchema(tokenSchema),
          ...failures(400, 401, 415),
        },
      },
    },
    async (request) => {
      const { avatar: photo, ...changes } = request.body ?? {};
      const user = await updateProfile({ deps, userId: request.user.sub, changes, photo });
      // The same session goes on: the new token keeps the version this one was issued under.
      const token = signSessionToken(app, { ...user, sessionVersion: request.user.sv ?? 0 });
      return { message: 'OK', data: token };
    },
  );
};

/** Reads the one photo into memory (at most 5 MB); a file in any other field is refused. */
async function readPhoto(this: FastifyRequest, part: MultipartFile) {
  if (part.fieldname !== PHOTO_FIELD)
    throw validationError(part.fieldname, PROFILE_MESSAGES.avatar);
  await part.toBuffer();
}

/** Multipart's own failures, in words a person understands; anything else is passed on as is. */
function uploadFailure(error: FastifyError): Error {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return appError('FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return appError('PHOTO_ONE_ONLY');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return appError('FORM_TOO_MANY_FIELDS');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return appError('FORM_UNREADABLE');
  }
  // busboy's own parse errors ('Unexpected end of form') come without a status.
  if (!(error instanceof AppError) && error.statusCode === undefined && !error.validation) {
    return isFormParseError(error) ? appError('FORM_UNREADABLE') : error;
  }
  return error;
}

/** busboy's messages for a body that is not the multipart form it claims to be. */
function isFormParseError(error: Error): boolean {
  return /multipart|boundary|unexpected end of form|malformed part header|part terminated/i.test(
    error.message,
  );
}
