import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses API answers (brotli or gzip, whichever the client prefers) above 1 KB, at a brotli
 * quality cheap enough for every request. The web app's files are compressed once, at build
 * time (see plugins/web-app.ts), and pass through untouched.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
