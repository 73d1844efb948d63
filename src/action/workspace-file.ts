// The files the workflow names (config-path, baseline-file, artifacts-path) are read only from
// inside the workspace, and never from a .git directory: a pull request can commit its config as a
// symbolic link (to ../.git/config, where actions/checkout keeps the job's token by default, or to
// anywhere on the runner), and whatever is read may reach the log or the comment in an error.
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const inside = (path: string, dir: string) => {
  const r = relative(dir, path);
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !r.startsWith(sep));
};

/**
 * Throws unless `path` (named by the input `input`) is a regular file or a directory whose real
 * location is inside `workspace` (GITHUB_WORKSPACE) and outside every .git directory. A path that does not exist is
 * left to its reader, whose error names it. `files`: for a directory, the files in it that are read.
 */
export function checkWorkspacePath(
  path: string,
  workspace: string | undefined,
  input: string,
  files: string[] = [],
): void {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(path);
  } catch {
    return;
  }
  const real = realpathSync(path);
  // Off a runner (no GITHUB_WORKSPACE) there is no workspace to hold it to: .git is still refused.
  const root = workspace ? realpathSync(workspace) : undefined;
  const link = stat.isSymbolicLink() ? ` (a symbolic link to ${readlinkSync(path)})` : '';
  const within = root ? ` (${root})` : '';
  const refuse = (why: string) => {
    throw new Error(
      `agent-chaos: ${input}: ${path}${link} ${why}; the action reads it only as a regular file inside the workspace${within}, never from a .git directory. Commit it as a regular file, or point ${input} at one.`,
    );
  };
  if (root && !inside(real, root)) refuse(`resolves to ${real}, outside the workspace`);
  if ((root ? relative(root, real) : real).split(sep).includes('.git'))
    refuse(`resolves to ${real}, inside a .git directory`);
  const target = lstatSync(real);
  if (target.isDirectory()) {
    for (const f of files) checkWorkspacePath(join(path, f), workspace, `${input} (${f})`);
    return;
  }
  if (!target.isFile()) refuse('is not a regular file');
}
