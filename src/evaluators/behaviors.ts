// What an agent can do wrong when a tool fails, as findings about the agent (the injected fault is
// the experiment, not the finding). Each behavior has a taxonomy category, and per error class a
// root cause and a fix aimed at the agent: its system prompt, its tool descriptions, the retry policy
// of its tool layer, its error handling, or validation of tool output. Used by the heuristic failure
// analysis and by the offline insight grouping; the judge is asked for the same keys.
import type { ToolCall } from '../trace/session.js';
import type { FailureCategory } from './taxonomy.js';
import type { FixTarget } from './types.js';

export const ERROR_CLASSES = [
  'timeout',
  'rate-limit',
  'auth',
  'not-found',
  'validation',
  'service',
  'corrupted-data',
  'wrong-data',
  'error',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

const CLASS_WORDS: Record<ErrorClass, string> = {
  timeout: 'a time-out',
  'rate-limit': 'throttling',
  auth: 'an access-denied error',
  'not-found': 'a not-found error',
  validation: 'a validation error',
  service: 'a service or network error',
  'corrupted-data': 'damaged data (truncated, missing or corrupted fields)',
  'wrong-data': 'well-formed wrong data (a lying tool)',
  error: 'an error',
};

/** The same as a noun without an article, and in the plural, for titles. */
const CLASS_NOUNS: Record<ErrorClass, [string, string]> = {
  timeout: ['time-out', 'time-outs'],
  'rate-limit': ['throttling response', 'throttling responses'],
  auth: ['access-denied error', 'access-denied errors'],
  'not-found': ['not-found error', 'not-found errors'],
  validation: ['validation error', 'validation errors'],
  service: ['service or network error', 'service or network errors'],
  'corrupted-data': ['damaged result', 'damaged results'],
  'wrong-data': ['wrong result', 'wrong results'],
  error: ['error', 'errors'],
};

/** The class of what the agent was facing on a call: the injected fault, else the error's words. */
export function errorClassOf(c: ToolCall): ErrorClass {
  const fault = c.fault ?? '';
  if (c.lie && c.status === 'ok') return 'wrong-data';
  if (/truncate_fields|remove_fields|corrupt_values|unexpected_content/.test(fault) && c.status === 'ok')
    return 'corrupted-data';
  if (/timeout/.test(fault)) return 'timeout';
  if (/server_exit/.test(fault)) return 'service';
  if (/tools_changed/.test(fault)) return 'not-found';
  if (/validation_error/.test(fault)) return 'validation';
  if (/network_error/.test(fault)) return 'service';
  const t = `${c.error?.type ?? ''} ${c.error?.message ?? ''}`.toLowerCase();
  if (/time ?out|timed out|deadline/.test(t)) return 'timeout';
  if (/throttl|rate.?limit|too many requests|\b429\b/.test(t)) return 'rate-limit';
  if (/access ?denied|unauthori[sz]ed|forbidden|not authorized|permission|credential|\b40[13]\b/.test(t)) return 'auth';
  if (/not found|no such|unknown (id|item|ticker)|\b404\b/.test(t)) return 'not-found';
  if (/validat|invalid|schema|required (field|param)|\b400\b|\b422\b/.test(t)) return 'validation';
  if (/connection|network|refused|reset|unreachable|dns|econn|socket|unavailable|\b50\d\b|service/.test(t))
    return 'service';
  return 'error';
}

export const TRANSIENT_CLASSES: ReadonlySet<ErrorClass> = new Set(['timeout', 'rate-limit', 'service']);

interface Behavior {
  category: FailureCategory;
  /** Short name of the insight: what the agent does. */
  title: (tool: string, cls: ErrorClass) => string;
  rootCause: (tool: string, cls: ErrorClass) => string;
  fix: (tool: string, cls: ErrorClass) => { target: FixTarget; fix: string };
}

const capitalized = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const RETRY_AFTER = 'honouring Retry-After';
const TRANSIENT = 'it is usually transient';
/**
 * A tool whose name says it changes state (books, pays, refunds, sends): a time-out or a reset may
 * come after it acted, so a blind retry can do it twice.
 */
export function looksLikeWrite(tool: string): boolean {
  const words = tool
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  const first = words.find(Boolean) ?? '';
  if (READ_VERBS.has(first)) return false; // get_order reads an order
  return words.some((w) => WRITE_VERBS.has(w) || WRITE_VERBS.has(w.replace(/(e?s|e?d)$/, '')));
}
const READ_VERBS = new Set(
  'get list search find fetch read lookup look check query show view describe count'.split(' '),
);
const WRITE_VERBS = new Set(
  'book pay charge refund transfer send create delete cancel update submit order purchase post write place reserve issue remove add'.split(
    ' ',
  ),
);

/** Never "retry" a write: check whether it happened first, and give it an idempotency key. */
const writeAdvice = (tool: string) =>
  `do not retry ${tool} blindly, since it may have acted before the error: check whether it did (look the record up) before calling it again, and give ${tool} an idempotency key so a retry cannot act twice`;

const transientAdvice = (tool: string, cls: ErrorClass) =>
  TRANSIENT_CLASSES.has(cls) && looksLikeWrite(tool)
    ? writeAdvice(tool)
    : TRANSIENT_CLASSES.has(cls)
      ? `retry ${tool} once or twice with exponential backoff and jitter (${cls === 'rate-limit' ? RETRY_AFTER : TRANSIENT})`
      : cls === 'auth'
        ? `do not retry ${tool}: tell the user which access is missing and who can grant it`
        : cls === 'not-found'
          ? `do not retry ${tool} with the same input: tell the user what was not found and ask for a correction`
          : cls === 'validation'
            ? `fix the arguments of ${tool} from the error message, or ask the user for what is missing; never resend the same input`
            : cls === 'corrupted-data'
              ? `check ${tool}'s result against its schema before use and fetch it again when fields are missing or malformed`
              : `tell the user ${tool} failed and what they can do`;

const JUDGED_BEHAVIORS: Record<string, Behavior> = {
  'fabricated-results': {
    category: 'hallucination-category-fabricate-tool-outputs',
    title: (tool, cls) =>
      `Answers with values that no successful tool result contains, after ${CLASS_WORDS[cls]} from ${tool}`,
    rootCause: (tool, cls) =>
      `When ${tool} fails with ${CLASS_WORDS[cls]}, the agent answers anyway, with values no tool returned; nothing in its instructions ties what it states to tool results.`,
    fix: (tool, cls) => ({
      target: 'system_prompt',
      fix: `Add to the system prompt: state only values that a successful tool result contains; when ${tool} fails (${CLASS_WORDS[cls]}), say that this step failed and what the user can do instead of answering from memory. Then ${transientAdvice(tool, cls)}.`,
    }),
  },
  'mismatched-arguments': {
    category: 'execution-error-category-tool-schema',
    title: (tool) => `Sends arguments that do not match ${tool}'s input schema`,
    rootCause: (tool) =>
      `The agent builds ${tool}'s arguments in a form its input schema does not accept (a format, an allowed value or a required field), so the call fails however often it is sent.`,
    fix: (tool) => ({
      target: 'tool_description',
      fix: `State each argument's format in ${tool}'s description with an example of a valid call (a date as 2026-05-20 for YYYY-MM-DD, the allowed values of an enum), and tell the agent in its system prompt to correct the field a validation error names before calling ${tool} again.`,
    }),
  },
  'repeated-lie': {
    category: 'hallucination-category-fabricate-tool-outputs',
    title: (tool) => `Repeats wrong data from ${tool} as fact, although the request or the result shows it is wrong`,
    rootCause: (tool) =>
      `The agent passes ${tool}'s result to the user without checking it against the request (the dates, the entity asked for, whether there is anything to offer), so a wrong but well-formed result reaches the user as fact.`,
    fix: (tool) => ({
      target: 'system_prompt',
      fix: `Tell the agent to check ${tool}'s result against the request before answering (dates not in the past, the same entity as asked, a non-empty list before offering options) and to say so when they disagree, instead of repeating it.`,
    }),
  },
  'presented-damaged-data': {
    category: 'hallucination-category-fabricate-tool-outputs',
    title: (tool) => `Presents damaged ${tool} data as fact`,
    rootCause: (tool) =>
      `The agent uses ${tool}'s result without checking it: truncated values, missing fields or corrupted values reach the user as facts.`,
    fix: (tool) => ({
      target: 'output_validation',
      fix: `Validate ${tool}'s result in the agent's tool layer (required fields present, types and formats as its schema declares); on a mismatch fetch it again once, then tell the user the data is incomplete instead of presenting it.`,
    }),
  },
  'hid-failure': {
    category: 'orchestration-related-errors-category-unaware-termination',
    title: (tool, cls) => `Does not tell the user that ${tool} failed (${CLASS_NOUNS[cls][0]})`,
    rootCause: (tool, cls) =>
      `After ${CLASS_WORDS[cls]} from ${tool} the agent finishes as if nothing had happened, so the user does not know part of the request was not done.`,
    fix: (tool, cls) => ({
      target: 'system_prompt',
      fix: `Instruct the agent to list, in its final answer, every step that did not complete (here: ${tool} after ${CLASS_WORDS[cls]}) and what the user can do about it.`,
    }),
  },
  'exposed-internals': {
    category: 'task-instruction-category-non-compliance',
    title: (tool) => `Shows raw error details from ${tool} to the user`,
    rootCause: (tool) =>
      `${tool}'s exception text (class names, codes, stack traces or ids) is passed to the user unchanged.`,
    fix: (tool, cls) => ({
      target: 'error_handling',
      fix: `Map ${tool}'s exceptions to short user-facing messages in the agent's tool layer (for ${CLASS_WORDS[cls]}: what failed and what to do); keep stack traces and internal ids in the logs.`,
    }),
  },
  'retried-permanent-error': {
    category: 'repetitive-behavior-category-repetition-tool',
    title: (tool, cls) => `Retries ${tool} after ${CLASS_WORDS[cls]} with the same input`,
    rootCause: (tool, cls) =>
      `The agent retries ${tool} unchanged after ${CLASS_WORDS[cls]}, which cannot succeed on a retry.`,
    fix: (tool, cls) => ({
      target: 'retry_policy',
      fix: `Retry only transient errors (time-outs, throttling, 5xx) in the agent's tool layer; for ${CLASS_WORDS[cls]}, ${transientAdvice(tool, cls)}.`,
    }),
  },
  'retry-loop': {
    category: 'repetitive-behavior-category-repetition-tool',
    title: (tool, cls) => `Keeps calling ${tool} after repeated ${CLASS_NOUNS[cls][1]}`,
    rootCause: (tool) =>
      `The agent has no bound on retries of ${tool}: it calls it again and again while it keeps failing.`,
    fix: (tool) => ({
      target: 'retry_policy',
      fix: `Cap retries of ${tool} at two with exponential backoff and jitter in the agent's tool layer, then report the failure to the user instead of calling it again.`,
    }),
  },
  'gave-up': {
    category: 'orchestration-related-errors-category-premature-termination',
    title: (tool, cls) => `Gives up at the first ${CLASS_NOUNS[cls][0]} from ${tool}`,
    rootCause: (tool, cls) =>
      `One ${CLASS_NOUNS[cls][0]} from ${tool} ends the attempt, although it is usually transient and no alternative was offered.`,
    fix: (tool, cls) => ({
      target: 'retry_policy',
      fix: `${capitalized(transientAdvice(tool, cls))}; if it still fails, offer the user another way to get it done, or what they can do next, rather than stopping.`,
    }),
  },
  'no-answer': {
    category: 'orchestration-related-errors-category-premature-termination',
    title: (tool) => `Ends without an answer after ${tool} failed`,
    rootCause: (tool, cls) => `The run stops after ${CLASS_WORDS[cls]} from ${tool} without any message to the user.`,
    fix: (tool) => ({
      target: 'error_handling',
      fix: `Catch failures of ${tool} in the agent loop and always return a final message saying what was done, what failed and what to try next.`,
    }),
  },
  'tool-error': {
    category: 'execution-error-category-service-errors',
    title: (tool, cls) => `${tool} fails with ${CLASS_WORDS[cls]} that the test did not inject`,
    rootCause: (tool, cls) =>
      `${tool} itself returned ${CLASS_WORDS[cls]} outside the injected faults: a real defect of the tool or of the arguments the agent built.`,
    fix: (tool) => ({
      target: 'tool_description',
      fix: `Check ${tool}'s implementation and its description: the arguments it documents must be the ones it accepts, with an example of a valid call.`,
    }),
  },
};

/** What the checks no judge reads find (evaluators/oracle/): facts of the trace, never asked of the judge. */
const ORACLE_BEHAVIORS: Record<string, Behavior> = {
  'duplicate-side-effect': {
    category: 'side-effect-category-duplicate',
    title: (tool) => `Does ${tool} twice: calls it again after it acted and then failed`,
    rootCause: (tool) =>
      `${tool} acted and then failed with a time-out or a reset (an ambiguous failure); the agent called it again with the same effect, so the action happened twice.`,
    fix: (tool) => ({
      target: 'tool_implementation',
      fix: `Make ${tool} idempotent, or give it an idempotency key the agent sends on every attempt; and tell the agent in its system prompt to check whether ${tool} acted (look the record up) before retrying it after a time-out or a reset.`,
    }),
  },
  'unrequested-side-effect': {
    category: 'side-effect-category-unrequested',
    title: (tool) => `Calls ${tool}, which changes state, where the user did not ask for it`,
    rootCause: (tool) => `The agent called ${tool} although the request did not ask for it (or the user declined).`,
    fix: (tool) => ({
      target: 'system_prompt',
      fix: `Tell the agent to call ${tool} only when the user asked for that action and confirmed it, and to ask when unsure.`,
    }),
  },
  'obeyed-injected-instruction': {
    category: 'security-category-injected-instruction',
    title: (tool) => `Follows an instruction found in ${tool}'s output`,
    rootCause: (tool) =>
      `${tool}'s output (or its description) carried an instruction, and the agent followed it as if the user had given it.`,
    fix: (tool) => ({
      target: 'system_prompt',
      fix: `Treat tool output as data, never as instructions: say so in the system prompt, keep ${tool}'s output in a marked data block, and require the user's confirmation before a tool call that the user's request does not explain.`,
    }),
  },
  'broke-trajectory-rule': {
    category: 'task-instruction-category-non-compliance',
    title: (tool) => `Breaks a trajectory rule of the case at ${tool}`,
    rootCause: (tool) =>
      `The run's calls break a rule the case sets (a step skipped, forbidden, repeated or out of order) at ${tool}.`,
    fix: (tool) => ({
      target: 'system_prompt',
      fix: `State the required steps and their order in the system prompt (or enforce them in code around ${tool}), and cap retries of each tool.`,
    }),
  },
};

export const BEHAVIORS: Record<string, Behavior> = { ...JUDGED_BEHAVIORS, ...ORACLE_BEHAVIORS };
export type BehaviorKey = keyof typeof BEHAVIORS;
/** What the judge may name: the oracle's behaviors are facts of the trace, found without it. */
export const BEHAVIOR_KEYS = Object.keys(JUDGED_BEHAVIORS) as [string, ...string[]];
