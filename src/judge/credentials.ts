// Whether the standard AWS credential chain has something to find in the environment: keys,
// a web identity (OIDC, as aws-actions/configure-aws-credentials leaves it), a profile, or
// container credentials.
export function hasAwsCredentials(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!(
    (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) ||
    env.AWS_WEB_IDENTITY_TOKEN_FILE ||
    env.AWS_PROFILE ||
    env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI ||
    env.AWS_CONTAINER_CREDENTIALS_FULL_URI
  );
}
