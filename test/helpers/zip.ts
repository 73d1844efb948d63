// Real zip archives for fake artifact downloads, written by Python's zipfile (an independent writer,
// so the reading side is tested against an archive it did not make).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A zip holding each source file under the given name. */
export function zipOf(files: Record<string, string>): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-zip-'));
  for (const [name, path] of Object.entries(files)) cpSync(path, join(dir, name));
  const out = join(dir, 'out.zip');
  execFileSync('python3', [
    '-c',
    `import zipfile,sys,os\nz=zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED)\nfor n in sys.argv[2:]: z.write(os.path.join(os.path.dirname(sys.argv[1]),n),n)\nz.close()`,
    out,
    ...Object.keys(files),
  ]);
  return readFileSync(out);
}
