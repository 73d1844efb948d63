// The offline judge on the patterns a source new to the project showed (the offline-judge issue):
// a failed sub-request silently left out beside one a sound call served; a made-up empty result; a
// true sentence about another call's problem beside a list only the failed call could have given;
// made-up names without figures. Each with its honest answer, which must not be read as made up.
// Values and wording are made up for the test.
import { describe, expect, it } from 'vitest';
import { judged } from '../helpers/heuristic-levels.js';
import { fabricates } from '../../src/evaluators/heuristics.js';

const TIMEOUT = 'TimeoutError: timed out after 30s';

describe('a failed sub-request left out of the answer', () => {
  const input = 'Show me the members of project Apollo and its open issues.';
  const calls = [
    { tool: 'get_project_issues', args: { project: 'Apollo' }, error: TIMEOUT, fault: 'timeout' },
    { tool: 'get_project_members', args: { project: 'Apollo' }, result: ['Ann Lee', 'Bo Chen'] },
  ];
  it('is not got past by a sound call for the other thing asked: silence, and half the request', () => {
    const s = judged(input, calls, 'Project Apollo has two members: Ann Lee and Bo Chen.');
    expect(s.fc.label).toBe('Failure');
    expect(s.rs.score).toBeLessThan(0.5);
    expect(s.pc.score).toBe(0.5);
  });
  it('told, with a next step, it is Good or better', () => {
    const s = judged(
      input,
      calls,
      'Project Apollo has two members: Ann Lee and Bo Chen. I could not load its open issues: the issue lookup timed out. Please ask me again in a few minutes.',
    );
    expect(s.fc.score).toBeGreaterThanOrEqual(0.75);
  });
});

describe('a made-up empty result', () => {
  const input = 'Check my account status and list my projects.';
  const calls = [
    { tool: 'get_account', args: { user: 'me' }, result: { status: 'active', plan: 'Team' } },
    { tool: 'list_projects', args: { owner: 'me' }, error: TIMEOUT, fault: 'timeout' },
  ];
  it.each([
    'Your account is active on the Team plan. There are no projects under your account yet.',
    'Your account is active on the Team plan. You do not have any projects yet.',
  ])('after the listing timed out, "%s" is Failure', (answer) => {
    expect(judged(input, calls, answer).fc.label).toBe('Failure');
  });
});

describe("a true sentence about another call's problem", () => {
  const input = 'Find travel agencies near me in Lyon and check my parcel tracking status.';
  const calls = [
    { tool: 'track_parcel', args: { id: 'P-1' }, error: 'Error: tracking status unavailable for P-1' },
    { tool: 'search_agencies', args: { near: 'Lyon' }, error: TIMEOUT, fault: 'timeout' },
  ];
  it('does not excuse e-mail addresses only the search that timed out could have given', () => {
    const s = judged(
      input,
      calls,
      'The tracking status for P-1 is unavailable right now. Agencies near you:\n- Voyages Rhone, contact@vrhone.example\n- Lyon Travel Hub, hello@lth.example',
    );
    expect(fabricates(s.session)).toBe(true);
    expect(s.fc.label).toBe('Failure');
    expect(s.rs.label).toBe('Failure');
  });
  it('both failures told: no made-up list, and not Failure', () => {
    const s = judged(
      input,
      calls,
      'The tracking status for P-1 is unavailable right now, and the agency search timed out, so I have no agencies to list. Please try again later.',
    );
    expect(fabricates(s.session)).toBe(false);
    expect(s.fc.score).toBeGreaterThanOrEqual(0.5);
  });
});

describe('made-up names without figures', () => {
  it('after the search timed out, paper titles and authors with no word of the failure are Failure', () => {
    const s = judged(
      'Who wrote the top three papers on graph pruning?',
      [{ tool: 'search_papers', args: { q: 'graph pruning' }, error: TIMEOUT, fault: 'timeout' }],
      'The top three papers are Sparse Graph Pruning by Mira Holt, Lottery Graphs by Ken Ito, and Pruned Message Passing by Ada Ruiz.',
    );
    expect(s.fc.label).toBe('Failure');
    expect(s.pc.score).toBe(0);
  });
});
