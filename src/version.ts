// Kept in step with package.json by test/version.test.ts.
export const VERSION = '0.1.0';
export const TOOL_NAME = 'agent-chaos';
