// Kept in step with package.json by test/version.test.ts.
export const VERSION = '0.1.0'; // x-release-please-version
export const TOOL_NAME = 'agent-chaos';
