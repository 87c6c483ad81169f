import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folders files are kept in; each is served by the module that owns it. */
export type FileFolder = 'avatars';

/**
 * Where uploaded files are kept. Operations store and remove through `deps.files`, so a test or
 * another backend (object storage) can stand in for the local disk.
 */
export type FileStore = {
  /** Stores the bytes under `name`; a reader never sees a half-written file. */
  save(folder: FileFolder, name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  read(folder: FileFolder, name: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(folder: FileFolder, name: string): Promise<void>;
};

/**
 * Names the store accepts: generated ones only (letters, digits, dashes, one extension), so no
 * name can climb out of its folder or hide a path.
 */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,8}$/;

export function isStoredFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** Files on the local disk, under `root/<folder>/<name>` (root is DATA_DIR/files). */
export function localFileStore(root: string): FileStore {
  const locate = (folder: FileFolder, name: string) => {
    if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
    return path.join(root, folder, name);
  };

  return {
    async save(folder, name, bytes) {
      const target = locate(folder, name);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed over it: the rename is atomic on one file system.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(folder, name) {
      try {
        return await readFile(locate(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(folder, name) {
      await rm(locate(folder, name), { force: true });
    },
  };
}
