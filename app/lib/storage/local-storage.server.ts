import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, contentTypeFor, type Storage } from "./storage.ts";

/** Files on local disk under `root` (DATA_DIR/uploads), served at /media. */
export function createLocalStorage(root: string, publicPrefix = "/media"): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    driver: "local",
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return { body: new Uint8Array(body), contentType: contentTypeFor(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    url(key) {
      return `${publicPrefix}/${key}`;
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async list(prefix) {
      const folder = prefix.replace(/\/+$/, "");
      const dir = folder === "" ? root : resolve(folder);
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const files = entries.filter((entry) => entry.isFile());
      return Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { key: path.relative(root, file).split(path.sep).join("/"), modifiedAt: (await stat(file)).mtime };
        }),
      );
    },
  };
}
