// A fake GitHub REST API on 127.0.0.1 for the real Octokit client: issue comments (paginated with
// Link headers, create, update), and a read-only mode answering 403 as for fork pull requests;
// Actions runs and artifacts; and the Actions results service that @actions/artifact uploads to
// (Twirp CreateArtifact / FinalizeArtifact, and the blob store's Put Block / Put Block List).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

export interface FakeRun {
  id: number;
  run_number: number;
  head_sha: string;
  head_branch: string;
  conclusion: string;
  created_at: string;
  /** What started the run (default push) and the repository of its head (default o/r). */
  event?: string;
  head_repository?: { full_name: string };
}

export interface FakePull {
  number: number;
  state: 'open' | 'closed';
  head: { sha: string; ref: string; repo: { full_name: string; owner: { login: string } } };
  base: { sha: string; ref: string };
}

export interface FakeArtifact {
  id: number;
  run_id: number;
  name: string;
  expired: boolean;
}

export interface FakeGitHub {
  url: string;
  runs: FakeRun[];
  artifacts: FakeArtifact[];
  zips: Map<number, Buffer>;
  mergeBase?: string;
  comments: Map<number, FakeComment[]>;
  requests: { method: string; path: string }[];
  readOnly: boolean;
  /** Users' permission on the repository (GET collaborators/{user}/permission); others have read. */
  permissions: Map<string, string>;
  /** The token lacks actions: read: GitHub answers the artifact listing 404 Not Found. */
  noActionsRead?: boolean;
  /** The workflow run that artifacts uploaded through the results service belong to. */
  uploadRunId: number;
  pulls: FakePull[];
  /** Repository files by "<ref>:<path>", for GET /repos/{o}/{r}/contents/{path}?ref=. */
  files: Map<string, string>;
  /** Commit statuses set, by sha. */
  statuses: Map<string, { state: string; context: string; description?: string; target_url?: string }[]>;
  close(): Promise<void>;
}

/** ACTIONS_RUNTIME_TOKEN as the runner gives it: a JWT whose scp names the run and job backend ids. */
export function fakeRuntimeToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: 'Actions.GenericRead:1 Actions.Results:run-backend-id:job-backend-id' })}.sig`;
}

export async function startFakeGitHub(opts: { perPageCap?: number } = {}): Promise<FakeGitHub> {
  const state: FakeGitHub = {
    url: '',
    runs: [],
    artifacts: [],
    zips: new Map(),
    comments: new Map(),
    requests: [],
    readOnly: false,
    uploadRunId: 0,
    pulls: [],
    files: new Map(),
    statuses: new Map(),
    permissions: new Map(),
    close: async () => {},
  };
  let nextId = 1000;
  const blocks = new Map<string, Buffer>();
  const blobs = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const data = raw.toString('utf8');
      const url = new URL(req.url ?? '/', 'http://x');
      state.requests.push({ method: req.method ?? '', path: url.pathname + url.search });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      // The results service (Twirp, JSON) and its blob store, as @actions/artifact v2 uses them.
      let m = /^\/twirp\/github\.actions\.results\.api\.v1\.ArtifactService\/(\w+)$/.exec(url.pathname);
      if (m && req.method === 'POST') {
        // The client sends proto field names (useProtoFieldName), as the real service expects.
        const body = JSON.parse(data) as { name: string; workflow_run_backend_id: string };
        if (body.workflow_run_backend_id !== 'run-backend-id')
          return send(400, { code: 'invalid_argument', msg: 'unknown run' });
        if (m[1] === 'CreateArtifact')
          return send(200, {
            ok: true,
            signed_upload_url: `${state.url}/devstoreaccount1/artifacts/${encodeURIComponent(body.name)}?sig=fake`,
          });
        if (m[1] === 'FinalizeArtifact') {
          const blob = blobs.get(body.name);
          if (!blob) return send(404, { code: 'not_found', msg: 'nothing uploaded' });
          const id = nextId++;
          state.artifacts.push({ id, run_id: state.uploadRunId, name: body.name, expired: false });
          state.zips.set(id, blob);
          return send(200, { ok: true, artifact_id: String(id) });
        }
        return send(404, { code: 'bad_route', msg: m[1] });
      }
      m = /^\/devstoreaccount1\/artifacts\/([^/]+)$/.exec(url.pathname);
      if (m && req.method === 'PUT') {
        const name = decodeURIComponent(m[1]);
        const comp = url.searchParams.get('comp');
        if (comp === 'block') blocks.set(`${name}/${url.searchParams.get('blockid')}`, raw);
        else if (comp === 'blocklist') {
          const ids = [...data.matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)<\//g)].map((x) => x[1]);
          blobs.set(name, Buffer.concat(ids.map((id) => blocks.get(`${name}/${id}`) ?? Buffer.alloc(0))));
        } else blobs.set(name, raw);
        res.writeHead(201, { 'x-ms-request-id': String(nextId), 'x-ms-version': '2025-01-05' });
        return res.end();
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const list = state.comments.get(Number(m[3])) ?? [];
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), opts.perPageCap ?? 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const slice = list.slice((page - 1) * perPage, page * perPage);
        const last = Math.max(1, Math.ceil(list.length / perPage));
        const link: Record<string, string> =
          page < last
            ? {
                link: `<${state.url}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next", <${state.url}${url.pathname}?per_page=${perPage}&page=${last}>; rel="last"`,
              }
            : {};
        return send(200, slice, link);
      }
      if (m && req.method === 'POST') {
        if (state.readOnly) return send(403, { message: 'Resource not accessible by integration' });
        const c: FakeComment = {
          id: nextId++,
          body: JSON.parse(data).body,
          user: { login: 'github-actions[bot]', type: 'Bot' },
          html_url: `https://github.example/${m[1]}/${m[2]}/pull/${m[3]}#issuecomment-${nextId}`,
        };
        state.comments.set(Number(m[3]), [...(state.comments.get(Number(m[3])) ?? []), c]);
        return send(201, c);
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (m && req.method === 'PATCH') {
        if (state.readOnly) return send(403, { message: 'Resource not accessible by integration' });
        for (const list of state.comments.values()) {
          const c = list.find((x) => x.id === Number(m![3]));
          if (c) {
            c.body = JSON.parse(data).body;
            return send(200, c);
          }
        }
        return send(404, { message: 'Not Found' });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const permission = state.permissions.get(decodeURIComponent(m[3])) ?? 'read';
        return send(200, {
          permission: permission === 'maintain' ? 'write' : permission,
          role_name: permission,
          user: { login: m[3] },
        });
      }
      // Actions: workflow runs, their artifacts, artifact download (302 to a blob URL), compare.
      m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const branch = url.searchParams.get('branch');
        const event = url.searchParams.get('event');
        const runs = state.runs
          .map((r) => ({ event: 'push', head_repository: { full_name: 'o/r' }, ...r }))
          .filter(
            (r) => (!branch || r.head_branch === branch) && (!event || r.event === event) && r.conclusion === 'success',
          );
        return send(200, { total_count: runs.length, workflow_runs: runs });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        if (state.noActionsRead) return send(404, { message: 'Not Found' });
        const name = url.searchParams.get('name');
        const artifacts = state.artifacts.filter((a) => a.run_id === Number(m![3]) && (!name || a.name === name));
        return send(200, { total_count: artifacts.length, artifacts });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        // GitHub answers 410 for an artifact whose blob is gone (expired or deleted).
        if (!state.zips.has(Number(m[3]))) return send(410, { message: 'Artifact has expired' });
        res.writeHead(302, { location: `${state.url}/blob/${m[3]}.zip` });
        return res.end();
      }
      m = /^\/blob\/(\d+)\.zip$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const zip = state.zips.get(Number(m[1]));
        if (!zip) return send(404, { message: 'no blob' });
        res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(zip.length) });
        return res.end(zip);
      }
      // Pull requests, listed with GitHub's filters (state, head "owner:branch"); commit statuses.
      m = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const text = state.files.get(`${url.searchParams.get('ref')}:${decodeURIComponent(m[3])}`);
        if (text === undefined) return send(404, { message: 'Not Found' });
        return send(200, {
          type: 'file',
          encoding: 'base64',
          path: m[3],
          content: Buffer.from(text).toString('base64'),
        });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const head = url.searchParams.get('head');
        const st = url.searchParams.get('state') ?? 'open';
        const pulls = state.pulls.filter(
          (p) => (st === 'all' || p.state === st) && (!head || `${p.head.repo.owner.login}:${p.head.ref}` === head),
        );
        return send(200, pulls);
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const pull = state.pulls.find((p) => p.number === Number(m![3]));
        return pull ? send(200, pull) : send(404, { message: 'Not Found' });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([0-9a-z]+)$/.exec(url.pathname);
      if (m && req.method === 'POST') {
        const body = JSON.parse(data);
        state.statuses.set(m[3], [...(state.statuses.get(m[3]) ?? []), body]);
        return send(201, { id: nextId++, ...body });
      }
      m = /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/.exec(url.pathname);
      if (m && req.method === 'GET') return send(200, { merge_base_commit: { sha: state.mergeBase } });
      send(404, { message: `fake GitHub: no route for ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((r) => server.close(() => r()));
  return state;
}
