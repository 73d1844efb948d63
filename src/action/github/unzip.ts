// A downloaded artifact's zip, extracted within bounds: a fork's upload is untrusted, and a 510 KiB
// zip can declare 512 MiB. yauzl reads the central directory first, so the entries' count and
// declared sizes are checked before a byte is written; it rejects absolute paths, `..` segments and
// backslashes in names, and checks each entry's real size against what it declared while inflating.
// Only regular files are written (a symbolic-link entry is refused), each inside `dir`.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What one collected artifact may hold: journals of a suite's runs are far below both. */
export const ARTIFACT_LIMITS = { files: 1_000, bytes: 256 * 1024 * 1024 };

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export class ArtifactRefused extends Error {}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

/** Extracts `zipPath` into `dir`; throws ArtifactRefused (naming `what`) past the limits or on an unsafe entry. */
export async function extractZip(zipPath: string, dir: string, what: string, limits = ARTIFACT_LIMITS): Promise<void> {
  const yauzl = await import('yauzl');
  const zip = await new Promise<import('yauzl').ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: true }, (err, z) =>
      err || !z ? reject(new ArtifactRefused(`${what}: not a readable zip (${err?.message})`)) : resolve(z),
    ),
  );
  try {
    if (zip.entryCount > limits.files)
      throw new ArtifactRefused(
        `${what} holds ${zip.entryCount} entries, past the ${limits.files} an artifact may hold: not extracted`,
      );
    // The central directory, whole, before anything is written.
    const entries: import('yauzl').Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (e: import('yauzl').Entry) => {
        entries.push(e);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', (err: Error) => reject(new ArtifactRefused(`${what}: ${err.message}: not extracted`)));
      zip.readEntry();
    });
    const declared = entries.reduce((n, e) => n + e.uncompressedSize, 0);
    if (declared > limits.bytes)
      throw new ArtifactRefused(
        `${what} expands to ${mib(declared)}, past the ${mib(limits.bytes)} an artifact may hold: not extracted`,
      );
    for (const e of entries) {
      if (((e.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ArtifactRefused(`${what}: entry "${e.fileName}" is a symbolic link: not extracted`);
      const target = join(dir, e.fileName);
      const r = relative(dir, target);
      if (r.startsWith(`..${sep}`) || r === '..' || r.startsWith(sep))
        throw new ArtifactRefused(`${what}: entry "${e.fileName}" is outside the artifact: not extracted`);
    }
    // The same open file, now writing (it stays open past the central directory: autoClose false).
    for (const e of entries) {
      if (e.fileName.endsWith('/')) continue; // a directory: made as its files need it
      const target = join(dir, e.fileName);
      mkdirSync(dirname(target), { recursive: true });
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(e, (err, s) => (err || !s ? reject(err) : resolve(s))),
      );
      await pipeline(stream, createWriteStream(target, { flags: 'wx' })).catch((err: Error) => {
        throw new ArtifactRefused(`${what}: entry "${e.fileName}": ${err.message}: extraction stopped`);
      });
    }
  } finally {
    zip.close();
  }
}
