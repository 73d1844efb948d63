// Where agent-chaos runs: a GitHub Actions job (GitHub sets GITHUB_ACTIONS=true in every step) or a
// machine of the user's own. Hints name what the user can do there: a workflow's words in GitHub,
// the CLI's flags elsewhere.
export const onGitHub = (env: NodeJS.ProcessEnv = process.env): boolean => env.GITHUB_ACTIONS === 'true';
