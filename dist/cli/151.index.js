export const id = 151;
export const ids = [151,162];
export const modules = {

/***/ 6162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   controlsText: () => (/* binding */ controlsText)
/* harmony export */ });
// What the planted controls showed (evaluators/controls.ts plants them), in a line for the gate and
// the report. Kept apart from the planting, which reads the labelled sets and runs the judge.
const WHAT = {
    madeUp: 'a made-up answer after a failed call',
    honest: 'an honest report of a failure',
};
/** The controls in a line: "2 planted sessions judged as labelled", or which one the judge missed. */
function controlsText(o) {
    const missed = o.planted.filter((p) => p.held === false);
    if (missed.length) {
        const read = missed.map((p) => `${WHAT[p.kind]} (labelled ${p.expected}) as ${p.got}`);
        return `the judge failed its controls: it read ${read.join(', and ')}`;
    }
    const unread = o.planted.filter((p) => p.held === null);
    if (unread.length)
        return `the judge's controls could not be checked: ${unread.map((p) => `${WHAT[p.kind]} was ${p.got}`).join(', ')}`;
    const read = o.planted.map((p) => `${WHAT[p.kind]}: ${p.got}`);
    return `${o.planted.length} planted sessions judged as labelled (${read.join('; ')})`;
}


/***/ }),

/***/ 2527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SC: () => (/* binding */ escapeHtmlText),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   pf: () => (/* binding */ plainLabel)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);
// Untrusted text (agent answers, tool results, error messages, span attributes, names from a results
// file) in GitHub markdown: shown, never interpreted. No HTML, no @mentions or team mentions that
// notify, no issue, pull request or commit references, no links or autolinks, no math, no table
// breaks, no code fences, no bidi or invisible characters; one line, capped.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#96;' };
const ZWSP = '\u200b';

function escapeText(text, max = 300) {
    return inert(line(text, max), true);
}
/**
 * The same, for text inside an HTML block (a <summary>), where markdown is not read: a markdown
 * escape would show as a backslash there.
 */
function escapeHtmlText(text, max = 300) {
    return inert(line(text, max), false).replace(/\$/g, '&#36;'); // a dollar as an entity: never math
}
function line(text, max) {
    const s = String(text ?? '')
        .replace(_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE */ .kH, '')
        .replace(_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cutAtWord */ .QI)(s, max);
}
/** `markdown`: also escape what markdown would read (emphasis, links, math, table pipes). */
function inert(s, markdown) {
    if (markdown)
        s = s.replace(/([\\*_[\]~$|])/g, '\\$1');
    return (s
        .replace(/[&<>"`]/g, (c) => ENTITIES[c])
        // What GitHub would turn into a notification, a reference or a link:
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`) // @user, @org/team, mail@host
        .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`) // #123, owner/repo#123 (not the entity &#96;)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`) // GH-123
        .replace(/:\/\//g, `:/${ZWSP}/`) // https://...
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`) // www.example.com
        .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])([0-9a-f]{6})([0-9a-f]{1,34})\b/gi, `$1${ZWSP}$2`) // commit SHAs
    );
}
/** A span or session id: hex or a slug, shown as code (nothing else gets through). */
const code = (id) => `\`${String(id).replace(/[^A-Za-z0-9_.:|-]/g, '')}\``;
/** A name in a mermaid label or a title: letters, digits and a few separators only. */
const plainLabel = (name, max = 40) => String(name)
    .replace(/[^A-Za-z0-9 _.|:-]/g, '')
    .slice(0, max);


/***/ }),

/***/ 3151:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wQ: () => (/* binding */ renderComment),
  B1: () => (/* binding */ renderReport),
  L2: () => (/* reexport */ verdict/* verdictWords */.L2)
});

// UNUSED EXPORTS: COMMENT_BUDGET, GITHUB_COMMENT_LIMIT, failureReport, insightsAgainstBase, marker

// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
// EXTERNAL MODULE: ./lib/report/verdict.js
var verdict = __webpack_require__(975);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/results/agent-cost.js
var agent_cost = __webpack_require__(8481);
;// CONCATENATED MODULE: ./lib/report/history.js
// The pull request's earlier verdicts, carried from one sticky comment to the next: each comment's
// machine-readable block holds its own verdict and the ones before it, so the next push's comment
// shows, folded, how the verdict moved (head, verdict, runs, judge calls and cost, when). The
// previous comment is read as data: only what the schema below accepts is kept, and it is escaped
// again when shown.




/** The earlier verdicts a comment keeps, newest first. */
const HISTORY_KEPT = 5;
/** Room the history takes in the comment's budget (report/markdown.ts): a row of about 110 characters each. */
const HISTORY_ROOM = 1_000;
// The verdict must be one of ours; a field that is not what we write (a hand edit, a test's
// made-up SHA) is left out of the row, not the row out of the history.
const entrySchema = schemas/* object */.Ikc({
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'undecided', 'none']),
    tier: schemas/* enum */.k5n(['smoke', 'full']).optional().catch(undefined),
    head: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{7,40}$/)
        .optional()
        .catch(undefined),
    runs: schemas/* number */.aig().int().min(0).max(1e7).optional().catch(undefined),
    judgeCalls: schemas/* number */.aig().int().min(0).max(1e9).optional().catch(undefined),
    judgeCostUsd: schemas/* number */.aig().min(0).max(1e7).optional().catch(undefined),
    agentCostUsd: schemas/* number */.aig().min(0).max(1e7).optional().catch(undefined),
    at: schemas/* string */.YjP()
        .max(40)
        .refine((s) => !Number.isNaN(Date.parse(s)))
        .optional()
        .catch(undefined),
});
const entryOf = (x) => {
    const r = entrySchema.safeParse(x);
    return r.success ? r.data : undefined;
};
/**
 * The verdicts before this comment's, newest first: the previous comment's own and the history it
 * carried. Anything that is not one of our entries (a hand-edited block, another tool's) is left out.
 */
function historyOf(previous) {
    const data = previous ? readBlock(previous) : undefined;
    if (!data || typeof data !== 'object')
        return [];
    const own = entryOf(data);
    const earlier = Array.isArray(data.history)
        ? data.history.slice(0, HISTORY_KEPT).map(entryOf)
        : [];
    return [own, ...earlier].filter((e) => e !== undefined).slice(0, HISTORY_KEPT);
}
/** A block that does not parse is no history, not an error: the comment is posted all the same. */
function readBlock(body) {
    try {
        return readMachineBlock(body);
    }
    catch {
        return undefined;
    }
}
// Plain words, no verdict icons: an earlier verdict must not read as this commit's at a glance.
const WORDS = {
    pass: 'passed',
    fail: 'failed',
    undecided: 'undecided',
    none: 'did not finish',
};
/** One row: the entry's fields as the schema let them through, numbers and a SHA only. */
function row(e) {
    const usd = (e.judgeCostUsd ?? 0) + (e.agentCostUsd ?? 0);
    const cost = usd ? `about ${dollars(usd)}` : '–';
    const when = e.at ? `${new Date(e.at).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '–';
    const head = e.head ? code(e.head.slice(0, 7)) : '–';
    return `| ${head} | ${e.tier ?? '–'} | ${WORDS[e.verdict]} | ${e.runs ?? '–'} | ${e.judgeCalls ?? '–'} | ${cost} | ${when} |`;
}
/**
 * The comment with the earlier verdicts: a folded table before its machine-readable block, and the
 * entries in the block, for the next comment to carry on.
 */
function withHistory(comment, earlier) {
    if (!earlier.length)
        return comment;
    const at = comment.lastIndexOf(MACHINE_TAG);
    const data = at >= 0 ? readBlock(comment) : undefined;
    if (!data)
        return comment;
    const table = [
        `<details><summary>Earlier verdicts on this pull request (${earlier.length})</summary>`,
        '',
        '| head | tier | verdict | runs | judge calls | cost (agent and judge) | when |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...earlier.map(row),
        '',
        '</details>',
    ].join('\n');
    return `${comment.slice(0, at)}${table}\n\n${blockOf({ ...data, history: earlier })}`;
}

;// CONCATENATED MODULE: ./lib/report/machine.js
/** The block's first characters: a bot finds the JSON after them. */
const machine_MACHINE_TAG = '<!-- agent-chaos-result ';
/** At most this many regressed cases in the block; `regressedCases` counts them all. */
const MAX_CASES = 20;
/** The block for `data`: nothing in the JSON can close the comment, open markup or start math. */
function machine_blockOf(data) {
    const json = JSON.stringify(data).replace(/[<>&$]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `${machine_MACHINE_TAG}${json} -->`;
}
/** The block when the run did not finish: no verdict for this commit, and the check fails. */
function machine_noVerdictBlock() {
    return machine_blockOf({ schema: 1, verdict: 'none', blocking: true, at: new Date().toISOString() });
}
function machineBlock(input) {
    const { gate, head, comparison } = input;
    const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
    const byCase = new Map();
    for (const c of regressed)
        byCase.set(c.case, [...(byCase.get(c.case) ?? []), c.evaluator]);
    const data = {
        schema: 1,
        verdict: gate.verdict === 'inconclusive' ? 'undecided' : gate.verdict,
        blocking: gate.blocking,
        tier: gate.smoke ? 'smoke' : 'full',
        head: head.git?.sha ?? null,
        base: input.baseline.sha ?? null,
        judge: head.judge.provider === 'heuristic' ? 'heuristic' : `${head.judge.provider} ${head.judge.model}`,
        cases: head.cases.length,
        runs: head.cases.reduce((n, c) => n + c.runs.length, 0),
        regressions: regressed.length,
        regressedCases: byCase.size,
        regressed: [...byCase].slice(0, MAX_CASES).map(([name, evaluators]) => ({ case: name, evaluators })),
        undecided: gate.undecided?.cells ?? 0,
        missing: gate.missingEvidence ?? null,
        accepted: gate.accepted?.cases ?? null,
        // For the pull request's history (history.ts): when, and what the judge spent.
        at: head.createdAt,
        judgeCalls: head.usage.judgeCalls,
        judgeCostUsd: Math.round(head.usage.estimatedCostUsd * 10_000) / 10_000,
        ...(head.usage.agent?.costUsd !== undefined ? { agentCostUsd: head.usage.agent.costUsd } : {}),
    };
    return machine_blockOf(data);
}
/** The JSON of a body's block, for bots and tests; undefined when the body has none. */
function machine_readMachineBlock(body) {
    const at = body.lastIndexOf(machine_MACHINE_TAG);
    if (at < 0)
        return undefined;
    const end = body.indexOf(' -->', at);
    return end < 0 ? undefined : JSON.parse(body.slice(at + machine_MACHINE_TAG.length, end));
}

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

// EXTERNAL MODULE: ./lib/results/reliability.js
var reliability = __webpack_require__(9830);
// EXTERNAL MODULE: ./lib/report/words.js
var words = __webpack_require__(8191);
// EXTERNAL MODULE: ./lib/results/compare.js + 1 modules
var compare = __webpack_require__(6780);
;// CONCATENATED MODULE: ./lib/report/tables.js
// The score tables: every evaluator over all cases, each evaluator per case, pass^k per case, and
// the cases on one side only.





function overallTable(input) {
    const { comparison, head } = input;
    if (!comparison) {
        const evs = Object.keys(head.cases[0]?.summary ?? {});
        const rows = head.cases.map((c) => [
            (0,report_escape/* escapeText */.X1)(c.name, 80),
            ...evs.map((e) => `${(0,words/* num */.bu)(c.summary[e]?.mean)} (n=${c.summary[e]?.n ?? 0})`),
        ]);
        return markdownTable([['case', ...evs.map((e) => (0,report_escape/* escapeText */.X1)(e, 40))], ...rows]);
    }
    // Under fail_on other than overall the rows are description, not verdict: the cells decide (and a
    // test on runs added where cells were undecided would not be a fixed-sample test).
    const asVerdict = input.gate.failOn === 'overall';
    const rows = comparison.overall.map((c) => [
        (0,report_escape/* escapeText */.X1)(c.evaluator, 60),
        (0,compare/* sideText */.Rc)(c.base),
        (0,compare/* sideText */.Rc)(c.head),
        (0,words/* deltaOf */.e0)(c),
        (0,words/* interval */.YP)(c) ?? '–',
        asVerdict ? (0,words/* verdictCell */.s8)(c) : '– (decided per case)',
    ]);
    return [
        '<details><summary>Every evaluator over all cases</summary>',
        '',
        markdownTable([['evaluator (all cases)', 'base', 'head', 'Δ', '95% CI of Δ', 'verdict'], ...rows]),
        '',
        '</details>',
    ].join('\n');
}
function evaluatorTables(input, rowLimit) {
    const { comparison } = input;
    if (!comparison)
        return '';
    const out = [];
    for (const ev of comparison.overall.map((o) => o.evaluator)) {
        const cells = comparison.cells.filter((c) => c.evaluator === ev);
        const shown = cells.slice(0, rowLimit);
        const rows = shown.map((c) => [
            (0,report_escape/* escapeText */.X1)(c.case, 80),
            `${(0,compare/* sideText */.Rc)(c.base)} (n=${c.base.n})`,
            `${(0,compare/* sideText */.Rc)(c.head)} (n=${c.head.n})`,
            (0,words/* deltaOf */.e0)(c),
            (0,words/* interval */.YP)(c) ?? '–',
            (0,words/* verdictCell */.s8)(c),
        ]);
        // Folded: the regressions are in the table above.
        out.push(`<details><summary><b>${(0,report_escape/* escapeHtmlText */.SC)(ev, 60)}</b></summary>`, '', markdownTable([['case', 'base', 'head', 'Δ', '95% CI of Δ', 'verdict'], ...rows]), ...(cells.length > shown.length ? ['', `…and ${cells.length - shown.length} more case(s) in the artifact.`] : []), '', '</details>');
    }
    return out.join('\n');
}
/** pass^k per case, base beside head (results/reliability.ts), folded. */
function reliabilityTable(input, rowLimit) {
    const { head, base } = input;
    const of = (r, name) => {
        const c = r?.cases.find((x) => x.name === name);
        return c ? (c.reliability ?? (0,reliability/* reliabilityOf */.C)(c.runs)) : undefined;
    };
    const shown = head.cases.slice(0, rowLimit);
    if (!shown.length)
        return '';
    const cell = (x, key) => x && x[key] !== null ? `${(0,words/* num */.bu)(x[key])} (${x.passed}/${x.n})` : '–';
    const rows = shown.map((c) => {
        const h = of(head, c.name);
        const b = of(base, c.name);
        return [
            (0,report_escape/* escapeText */.X1)(c.name, 80),
            String(h?.k ?? '–'),
            cell(b, 'pass1'),
            cell(h, 'pass1'),
            cell(b, 'passK'),
            cell(h, 'passK'),
        ];
    });
    const more = head.cases.length - shown.length;
    return [
        '<details><summary>Reliability: pass^k per case (every run of k passes)</summary>',
        '',
        markdownTable([['case', 'k', 'base pass^1', 'head pass^1', 'base pass^k', 'head pass^k'], ...rows]),
        '',
        'A run passes when it left a session and every gated evaluator passed it; pass^k = C(passed, k) / C(runs, k), from all the runs made.',
        ...(more > 0 ? ['', `…and ${more} more case(s) in the artifact.`] : []),
        '',
        '</details>',
    ].join('\n');
}
function changes(input) {
    const c = input.comparison;
    if (!c || (!c.added.length && !c.removed.length))
        return '';
    const list = (xs) => xs
        .slice(0, 30)
        .map((x) => (0,report_escape/* code */.aY)(x))
        .join(', ') + (xs.length > 30 ? ` and ${xs.length - 30} more` : '');
    return (0,words/* fold */.AU)(`Cases on one side only, not compared: ${c.added.length} new, ${c.removed.length} removed`, [
        ...(c.added.length ? [`- new, no baseline: ${list(c.added)}`] : []),
        ...(c.removed.length ? [`- removed (in the base only): ${list(c.removed)}`] : []),
    ].join('\n'));
}

// EXTERNAL MODULE: ./lib/report/regressions.js
var regressions = __webpack_require__(3500);
// EXTERNAL MODULE: ./lib/results/evidence.js
var evidence = __webpack_require__(41);
;// CONCATENATED MODULE: ./lib/report/insights.js



/** The cases of the base's sessions an insight names. */
function casesOf(insight, base) {
    const ids = new Set(insight.rootCauses.flatMap((rc) => rc.samples.map((s) => s.sessionId)));
    return new Set(base.cases.filter((c) => c.runs.some((r) => ids.has(r.sessionId))).map((c) => c.name));
}
/**
 * The head's insights against the base's, by key: new in this pull request first, then still present,
 * then fixed. `regressed`: the cases that regressed; an insight of the base seen in one of them is
 * not fixed (the head fails there another way), and is not listed as such.
 */
function insightsAgainstBase(head, base, regressed = new Set()) {
    const keyOf = (i) => i.key ?? i.name;
    if (!base)
        return head.insights.map((insight) => ({ status: 'still', insight }));
    // "Fixed" needs a head that was seen: an insight gone because the runs left no session is not fixed.
    const seen = !(0,evidence/* evidenceProblem */.jG)(head.evidence) && head.cases.every((c) => !c.runs.length || (0,evidence/* healthOf */.Wr)(c).healthy > 0);
    const before = new Set(base.insights.map(keyOf));
    const now = new Set(head.insights.map(keyOf));
    const marked = head.insights.map((insight) => ({
        status: before.has(keyOf(insight)) ? 'still' : 'new',
        insight,
    }));
    const stillFailing = (insight) => [...casesOf(insight, base)].some((c) => regressed.has(c));
    if (seen)
        for (const insight of base.insights)
            if (!now.has(keyOf(insight)) && !stillFailing(insight))
                marked.push({ status: 'fixed', insight });
    const order = { new: 0, still: 1, fixed: 2 };
    return marked.sort((a, b) => order[a.status] - order[b.status]);
}
/**
 * Insights of one behaviour (the key's first part: "fabricated-results|book_flight|timeout") with the
 * same mark, shown as one item: four near-identical titles, one per tool and failure, read as noise.
 */
function grouped(list) {
    const groups = new Map();
    for (const { status, insight } of list) {
        const behaviour = insight.key?.includes('|') ? insight.key.split('|')[0] : `name:${insight.name}`;
        const id = `${status}\u0000${behaviour}`;
        const g = groups.get(id) ?? { status, insights: [] };
        g.insights.push(insight);
        groups.set(id, g);
    }
    return [...groups.values()];
}
/** What the titles share, up to the last comma or colon: "Answers with values that no ... contains". */
function sharedTitle(names) {
    let n = 0;
    while (names.every((x) => x[n] !== undefined && x[n] === names[0][n]))
        n++;
    const cut = Math.max(names[0].lastIndexOf(', ', n), names[0].lastIndexOf(': ', n));
    return cut >= 20 ? names[0].slice(0, cut) : undefined;
}
/** One insight's root causes: what goes wrong, the fix, and sessions that show it. */
function rootCauseLines(i, indent) {
    return i.rootCauses.slice(0, 3).flatMap((rc) => {
        const samples = rc.samples
            .slice(0, 2)
            .map((s) => `${(0,report_escape/* code */.aY)(s.sessionId)}${s.findings[0] ? ` at span ${(0,report_escape/* code */.aY)(s.findings[0].spanId)}` : ''}`)
            .join(', ');
        return [
            `${indent}- root cause (${rc.affectedSessions} session(s)): ${(0,report_escape/* escapeText */.X1)(rc.explanation, 250)}`,
            `${indent}  - suggested fix: ${(0,report_escape/* escapeText */.X1)(rc.suggestedFix, 300)}`,
            ...(samples ? [`${indent}  - e.g. ${samples}`] : []),
        ];
    });
}
/** A group as one numbered item: its shared title, then each variant with its own root causes. */
function groupLines(tag, n, insights) {
    const sessions = insights.reduce((k, i) => k + i.affectedSessions, 0);
    const title = insights.length > 1 ? sharedTitle(insights.map((i) => i.name)) : undefined;
    if (!title)
        return insights.flatMap((i, k) => [
            `${n + k}. ${tag}**${(0,report_escape/* escapeText */.X1)(i.name, 240)}**: ${i.affectedSessions} session(s). ${(0,report_escape/* escapeText */.X1)(i.description, 200)}`,
            ...rootCauseLines(i, '   '),
        ]);
    const head = `${n}. ${tag}**${(0,report_escape/* escapeText */.X1)(title, 240)}**: ${sessions} session(s) in ${insights.length} variants. ${(0,report_escape/* escapeText */.X1)(insights[0].description, 200)}`;
    // The variants' root causes say the same with another tool or failure: said once, from the first.
    const cause = insights[0].rootCauses[0];
    const variant = (i) => {
        const rc = i.rootCauses[0];
        const sample = rc?.samples[0];
        const eg = sample ? ` (e.g. ${(0,report_escape/* code */.aY)(sample.sessionId)})` : '';
        return [
            `   - ${(0,report_escape/* escapeText */.X1)(i.name.slice(title.length).replace(/^[,:]\s*/, ''), 240)}: ${i.affectedSessions} session(s)${eg}`,
            ...(rc ? [`     - suggested fix: ${(0,report_escape/* escapeText */.X1)(rc.suggestedFix, 300)}`] : []),
        ];
    };
    return [
        head,
        ...(cause ? [`   - root cause, in each variant: ${(0,report_escape/* escapeText */.X1)(cause.explanation, 250)}`] : []),
        ...insights.flatMap(variant),
    ];
}
function insights(input, rowLimit) {
    const regressed = new Set((input.comparison?.cells ?? []).filter((c) => c.verdict === 'regressed').map((c) => c.case));
    const list = insightsAgainstBase(input.head, input.base, regressed);
    if (!list.length)
        return '';
    const tag = {
        new: input.base ? '🆕 new in this pull request · ' : '',
        still: input.base ? 'also in the base · ' : '',
        fixed: '✅ fixed (in the base, gone now) · ',
    };
    const open = list.filter((m) => m.status !== 'fixed');
    const groups = grouped(open.slice(0, rowLimit));
    const out = [];
    let n = 1;
    for (const g of groups) {
        const lines = groupLines(tag[g.status], n, g.insights);
        n += lines.filter((l) => /^\d+\. /.test(l)).length;
        out.push(...lines);
    }
    const fixed = list.filter((m) => m.status === 'fixed');
    if (fixed.length)
        out.push('', ...fixed
            .slice(0, rowLimit)
            .map(({ insight: i }) => `- ${tag.fixed}${(0,report_escape/* escapeText */.X1)(i.name, 240)} (${i.affectedSessions} session(s) in the base)`));
    if (open.length > rowLimit)
        out.push('', `…and ${open.length - rowLimit} more insight(s) in results.json.`);
    const counts = ['new', 'still', 'fixed']
        .map((s) => [s, list.filter((m) => m.status === s).length])
        .filter(([, k]) => k);
    const said = { new: 'new in this pull request', still: input.base ? 'also in the base' : 'found', fixed: 'fixed' };
    const summary = counts.map(([s, k]) => `${k} ${said[s]}`).join(', ');
    return (0,words/* fold */.AU)(`Failure insights: what the agent did wrong (${summary})`, out.join('\n'));
}

// EXTERNAL MODULE: ./lib/results/notes.js
var notes = __webpack_require__(6151);
;// CONCATENATED MODULE: ./lib/report/run-problems.js
// What went wrong with the runs themselves: scores not given, faults that did not fire, runs
// expected and not seen, runs that crashed or sent no trace.




function runProblems(input, rowLimit) {
    const unexercised = (input.head.notes ?? []).filter(words/* isFaultNote */.zg);
    const lines = [
        ...unjudgedLines(input),
        ...(unexercised.length
            ? [
                '### Faults that did not do their job',
                '',
                ...unexercised.slice(0, rowLimit).map((n) => `- ${(0,report_escape/* escapeText */.X1)(n, 300)}`),
                '',
            ]
            : []),
        ...firedLines(input, rowLimit),
        ...missingLines(input, rowLimit),
        ...lostRunLines(input, rowLimit),
    ];
    // Folded under the titles of what went wrong: the headline already says what the verdict misses.
    const titles = lines.filter((l) => l.startsWith('### ')).map((l) => l.slice(4));
    const summary = titles.length ? titles.join('; ') : 'Faults: how often each fired';
    // One title is the summary; several stay as headings under it.
    const body = titles.length === 1 ? lines.filter((l) => !l.startsWith('### ')) : lines;
    return (0,words/* fold */.AU)(summary, body.join('\n'));
}
/** Scores the judge could not give (errors, budget): counted, never turned into zeros. */
function unjudgedLines(input) {
    const unjudged = input.head.cases.flatMap((c) => c.runs.flatMap((r) => Object.entries(r.scores)
        .filter(([, s]) => s.source === 'judge_error' || s.source === 'budget')
        .map(([ev, s]) => ({ c, r, ev, s }))));
    if (!unjudged.length)
        return [];
    const errors = unjudged.filter((u) => u.s.source === 'judge_error');
    const budget = unjudged.length - errors.length;
    const out = ['### Scores the judge did not give', ''];
    if (errors.length) {
        const { c, r, ev, s } = errors[0];
        const where = `${(0,report_escape/* escapeText */.X1)(c.name, 60)} ${(0,report_escape/* escapeText */.X1)(`#${r.repeat}`, 10)} ${(0,report_escape/* escapeText */.X1)(ev, 60)}`;
        out.push(`- ${errors.length} judge error(s), e.g. ${where}: ${(0,report_escape/* escapeText */.X1)(s.reason, 200)}`);
    }
    if (budget)
        out.push(`- ${budget} score(s) not judged: the judge budget was used up (judge.budget)`);
    out.push('');
    return out;
}
/** How often each fault fired, folded. */
function firedLines(input, rowLimit) {
    const fired = (0,notes/* faultLines */.w0)(input.head.cases);
    if (!fired.length)
        return [];
    const rows = fired
        .slice(0, rowLimit * 2)
        .map((l) => [
        (0,report_escape/* escapeText */.X1)(l.case, 60),
        (0,report_escape/* escapeText */.X1)(l.tool, 40),
        (0,report_escape/* escapeText */.X1)(l.effect, 20),
        `${l.fired}/${l.runs}`,
        `${l.called}/${l.runs}`,
    ]);
    const table = markdownTable([['case', 'tool', 'fault', 'fired in', 'tool called in'], ...rows]);
    return ['<details><summary>Faults: how often each fired</summary>', '', table, '', '</details>', ''];
}
/** The runs the verdict expected and did not see: named, or why they are missing. */
function missingLines(input, rowLimit) {
    const ev = input.head.evidence;
    if (!ev?.missing)
        return [];
    const shown = ev.missingRuns.slice(0, rowLimit).map((m) => {
        const shard = m.shard ? ` (shard ${m.shard})` : '';
        return `${(0,report_escape/* escapeText */.X1)(m.case, 60)} ${(0,report_escape/* escapeText */.X1)(`#${m.repeat}`, 10)}${shard}`;
    });
    const more = ev.missing > shown.length ? ', …' : '';
    const why = ev.reason ? `: ${(0,report_escape/* escapeText */.X1)(ev.reason, 300)}` : '';
    const line = shown.length
        ? `${ev.missing} of ${ev.expected}: ${shown.join(', ')}${more}`
        : `${ev.missing} of ${ev.expected}${why}`;
    return ['### Runs expected and not seen', '', line, ''];
}
/** The runs that crashed, timed out or sent no trace, with what happened. */
function lostRunLines(input, rowLimit) {
    const bad = input.head.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'ok').map((r) => ({ c, r })));
    if (!bad.length)
        return [];
    const rows = bad
        .slice(0, rowLimit)
        .map(({ c, r }) => [
        (0,report_escape/* escapeText */.X1)(c.name, 60),
        (0,report_escape/* escapeText */.X1)(r.repeat, 10),
        (0,report_escape/* escapeText */.X1)(r.status, 20),
        (0,report_escape/* escapeText */.X1)(r.error ?? '', 200),
    ]);
    const out = [
        '### Runs that crashed, timed out or sent no trace',
        '',
        markdownTable([['case', 'repeat', 'status', 'what happened'], ...rows]),
    ];
    if (bad.length > rowLimit)
        out.push('', `…and ${bad.length - rowLimit} more.`);
    return out;
}

// EXTERNAL MODULE: ./lib/results/sweeps.js
var sweeps = __webpack_require__(9749);
;// CONCATENATED MODULE: ./lib/report/chart.js


// Cases are numbered on the x axis (names of any length stay apart); chartLegend names them.
function scoreChart(comparison, evaluator, maxCases = 20) {
    const cells = comparison.cells
        .filter((c) => c.evaluator === evaluator && c.base.mean !== null && c.head.mean !== null)
        .slice(0, maxCases);
    if (!cells.length)
        return undefined;
    const cases = chartCases(comparison, maxCases);
    return xychart(`${(0,report_escape/* plainLabel */.pf)(evaluator)}: base (bars) vs head (line)`, cells.map((c) => `${cases.indexOf(c.case) + 1}`), cells.map((c) => c.head.mean), cells.map((c) => c.base.mean));
}
/** A mermaid xychart of scores (0 to 1): `line` for the head, `bars` for the base when given. */
function xychart(title, labels, line, bars) {
    const values = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${title}"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        '  y-axis "score" 0 --> 1',
        ...(bars ? [`  bar [${values(bars)}]`] : []),
        `  line [${values(line)}]`,
        '```',
    ].join('\n');
}
/** The cases the charts show, in order: their numbers on the x axis. */
const chartCases = (comparison, maxCases = 20) => [...new Set(comparison.cells.map((c) => c.case))].slice(0, maxCases);
/** A sweep's degradation curve: head (line) against base (bars) by level, as a mermaid xychart. */
function sweepChart(head, base) {
    const points = head.points.filter((p) => p.mean !== null);
    if (points.length < 2)
        return undefined;
    const baseAt = (label) => base?.points.find((p) => p.label === label)?.mean;
    const withBase = base && points.every((p) => typeof baseAt(p.label) === 'number');
    return xychart(`${(0,report_escape/* plainLabel */.pf)(head.case)}: ${(0,report_escape/* plainLabel */.pf)(head.evaluator)} by ${(0,report_escape/* plainLabel */.pf)(head.parameter)}${withBase ? ', base (bars) vs head (line)' : ''}`, points.map((p) => (0,report_escape/* plainLabel */.pf)(p.label, 12)), points.map((p) => p.mean), withBase ? points.map((p) => baseAt(p.label)) : undefined);
}
function charts(input) {
    const c = input.comparison;
    if (!c)
        return '';
    const blocks = c.overall
        .filter((o) => o.gated)
        .map((o) => scoreChart(c, o.evaluator))
        .filter(Boolean);
    const legend = chartCases(c)
        .map((name, i) => `${i + 1} ${(0,report_escape/* escapeText */.X1)(name, 60)}`)
        .join(' · ');
    return blocks.length
        ? [
            '<details><summary>Charts: base vs head per case</summary>',
            '',
            `Cases: ${legend}`,
            '',
            ...blocks,
            '',
            '</details>',
        ].join('\n')
        : '';
}

;// CONCATENATED MODULE: ./lib/report/sweeps.js
// The severity sweeps: where each curve breaks, head against base.





const SHIFT = {
    earlier: '🔴 breaks earlier',
    later: '🟢 breaks later',
    same: 'unchanged',
    new: '🔴 now breaks',
    fixed: '🟢 no longer breaks',
    never: 'never breaks',
};
/** Severity sweeps: failure communication per level, where it first drops below passing, base vs head. */
function sweeps_sweeps(input, rowLimit) {
    const head = (0,sweeps/* sweepCurves */.J)(input.head, 'failure_communication');
    if (!head.length)
        return '';
    const base = input.base
        ? new Map((0,sweeps/* sweepCurves */.J)(input.base, 'failure_communication').map((c) => [c.case, c]))
        : undefined;
    const series = (c) => (c ? c.points.map((p) => (0,words/* num */.bu)(p.mean)).join(' → ') : '–');
    const rows = head.slice(0, rowLimit).map((c) => {
        const b = base?.get(c.case);
        const shift = (0,sweeps/* breakShift */.k)(c, b);
        return [
            (0,report_escape/* escapeText */.X1)(c.case, 60),
            `${(0,report_escape/* escapeText */.X1)(c.parameter, 20)}: ${c.points.map((p) => (0,report_escape/* escapeText */.X1)(p.label, 12)).join(', ')}`,
            series(c),
            series(b),
            (0,report_escape/* escapeText */.X1)(c.breaksAt ?? 'never', 12),
            b ? (0,report_escape/* escapeText */.X1)(b.breaksAt ?? 'never', 12) : '–',
            shift ? SHIFT[shift] : '–',
        ];
    });
    const charts = head
        .slice(0, 5)
        .map((c) => sweepChart(c, base?.get(c.case)))
        .filter(Boolean);
    const moved = head.filter((c) => ['earlier', 'new'].includes((0,sweeps/* breakShift */.k)(c, base?.get(c.case)) ?? '')).length;
    const summary = `Severity sweeps: ${head.length}${moved ? `, ${moved} breaking earlier than the base` : ''}`;
    const body = [
        markdownTable([
            ['sweep', 'levels', 'head failure_communication', 'base', 'head breaks at', 'base breaks at', 'change'],
            ...rows,
        ]),
        '',
        'Breaks at: the first level whose mean falls below 0.5 (passing).',
        ...(charts.length ? ['', '<details><summary>Degradation curves</summary>', '', ...charts, '', '</details>'] : []),
    ].join('\n');
    return (0,words/* fold */.AU)(summary, body);
}

// EXTERNAL MODULE: ./lib/results/coverage.js
var coverage = __webpack_require__(9374);
;// CONCATENATED MODULE: ./lib/report/coverage.js
// The coverage matrix: which tool x fault cells the cases exercise.



/** Tools x tool faults: which cells the cases exercised, and how failure communication scored there. */
function coverageMatrix(input, rowLimit) {
    const cov = (0,coverage/* coverage */.v)(input.head, input.declaredTools);
    if (!cov.tools.length)
        return '';
    const exercised = cov.tools.length * cov.effects.length - cov.untested.length;
    const text = (tool, effect) => {
        const c = cov.cell(tool, effect);
        if (!c)
            return '·';
        if (!c.fired)
            return 'not fired';
        return `${c.mean === null ? '–' : c.mean.toFixed(2)} (${c.fired})`;
    };
    const rows = cov.tools.slice(0, rowLimit).map((t) => [(0,report_escape/* escapeText */.X1)(t, 60), ...cov.effects.map((e) => text(t, e))]);
    const more = cov.tools.length > rowLimit ? `${cov.tools.length - rowLimit} more tool(s) in results.json. ` : '';
    const writes = cov.effectful.map((w) => w.ambiguous
        ? `${(0,report_escape/* escapeText */.X1)(w.tool, 60)} (ambiguous failure fired in ${w.ambiguous} run(s))`
        : `${(0,report_escape/* escapeText */.X1)(w.tool, 60)} (**no ambiguous failure tried**)`);
    const effectful = writes.length
        ? `Tools that change state: ${writes.join(', ')}. An ambiguous failure (timeout_after_effect, network_error_after_effect) is where a retry does the action twice.`
        : '';
    return [
        `<details><summary>Coverage: ${exercised} of ${cov.tools.length * cov.effects.length} tool × fault cells exercised</summary>`,
        '',
        markdownTable([['tool', ...cov.effects.map((e) => e.replace(/_/g, ' '))], ...rows]),
        '',
        `Each cell: mean failure_communication where the fault fired (runs); · no case injects it. ${more}\`agent-chaos plan\` writes cases for the empty cells.`,
        ...(effectful ? ['', effectful] : []),
        '',
        '</details>',
    ].join('\n');
}

// EXTERNAL MODULE: ./lib/evaluators/admission.js
var evaluators_admission = __webpack_require__(9847);
// EXTERNAL MODULE: ./lib/evaluators/control-outcome.js
var control_outcome = __webpack_require__(6162);
// EXTERNAL MODULE: ./lib/results/schema.js
var schema = __webpack_require__(4811);
;// CONCATENATED MODULE: ./lib/report/judging.js
// The footer: what judging cost against its estimate, how far the judge agrees with labels, and
// the notes a reviewer should see.






const tokens = (i, o) => `${i.toLocaleString('en')} input + ${o.toLocaleString('en')} output tokens`;
/** The evaluators that do not gate, read by the offline judge past the LLM judge's sample of each case. */
function sampledText(s) {
    if (!s?.readings)
        return '';
    const which = (0,report_escape/* escapeText */.X1)(s.evaluators.join(', '), 200);
    return `; ${s.readings} reading(s) of ${which} (not gated) by the offline judge, past the ${s.runs} run(s) a case the LLM judge read`;
}
/** What judging took, and what it was estimated to take before it started. */
function spentText(u) {
    const reused = u.reused ? ` (and ${u.reused} answered by an earlier reading of the same transcript)` : '';
    const o = u.offline;
    const gone = o?.withdrawn.length ? ` (withdrawn for ${(0,report_escape/* escapeText */.X1)(o.withdrawn.join(', '), 200)})` : '';
    const offline = o?.sure
        ? `; ${o.sure} reading(s) by the offline judge where it is sure, ${o.audited} of them audited by the LLM judge, ${o.disagreed} read otherwise${gone}`
        : '';
    const spent = `${u.judgeCalls} call(s)${reused}, ${tokens(u.inputTokens, u.outputTokens)}, about $${u.estimatedCostUsd.toFixed(2)}${offline}${sampledText(u.sampled)}`;
    if (!u.estimate)
        return `${spent} (estimate)`;
    const cost = u.estimate.costUsd !== undefined ? `, $${u.estimate.costUsd.toFixed(2)}` : '';
    const e = u.estimate;
    const more = e.more
        ? `; then ${e.more.what}: ${e.more.calls} call(s)${e.more.costUsd !== undefined ? `, $${e.more.costUsd.toFixed(2)}` : ''}`
        : '';
    return `${spent} (estimated before judging: ${e.calls} call(s), ${e.inputTokens.toLocaleString('en')} + ${e.outputTokens.toLocaleString('en')} tokens${cost}${more})`;
}
/**
 * The run's notes (what was read how, what the config changed, what the judge could not tell):
 * said under the verdict's grounds, where a reviewer reads them, not in the footer.
 */
function runNotes(input) {
    const unsure = input.head.cases
        .map((k) => ({
        name: k.name,
        runs: k.runs.filter((r) => Object.values(r.scores).some(schema/* unreadScore */.uo)).length,
    }))
        .filter((k) => k.runs);
    const runs = unsure.reduce((n, k) => n + k.runs, 0);
    const which = unsure.length === 1 ? 'this case' : 'these cases';
    const named = `${unsure
        .slice(0, 5)
        .map((k) => (0,report_escape/* code */.aY)(k.name))
        .join(', ')}${unsure.length > 5 ? ', …' : ''}`;
    const lowConfidence = unsure.length
        ? `> ⚠️ The offline judge could not tell ${runs} session(s) in ${unsure.length} case(s) (each score says why): it gave no level, and their results stay undecided. Judge ${which} with an LLM judge: ${named}.`
        : '';
    const other = (input.head.notes ?? []).filter((n) => !(0,words/* isFaultNote */.zg)(n));
    return [...other.slice(0, 5).map((n) => `> ${(0,report_escape/* escapeText */.X1)(n, 300)}`), ...(lowConfidence ? [lowConfidence] : [])].join('\n\n');
}
/** The agent's own model calls in money, from its traces' tokens (results/agent-cost.ts). */
function agentCostText(a) {
    const money = a.costUsd !== undefined ? `, about ${(0,agent_cost/* dollars */.E9)(a.costUsd)}` : '';
    const unpriced = (0,agent_cost/* unpricedText */.CX)(a.unpriced.map((m) => (0,report_escape/* escapeText */.X1)(m, 80)));
    const unnamed = a.unnamedTokens ? `; ${a.unnamedTokens.toLocaleString('en')} tokens on spans that name no model` : '';
    return `${a.sessions} session(s), ${tokens(a.inputTokens, a.outputTokens)}${money}${unpriced}${unnamed}`;
}
function usage(input, withHtml = true) {
    const html = withHtml ? htmlLine(input) : '';
    const agent = input.head.usage.agent
        ? `<sub>The agent's model calls: ${agentCostText(input.head.usage.agent)} (an estimate from its traces' token counts).</sub>`
        : '';
    const u = input.head.usage;
    const judge = input.head.judge.provider === 'heuristic'
        ? '<sub>Judge: heuristic (offline, no cost). Scores are a rough stand-in for an LLM judge.</sub>'
        : `<sub>Judge ${(0,report_escape/* escapeText */.X1)(input.head.judge.model, 80)}: ${spentText(u)}.</sub>`;
    const c = input.head.judge.calibration;
    const agreement = c ? `<sub>${agreementText(c)}</sub>` : '';
    const planted = input.head.judge.controls;
    const controls = planted ? `<sub>Controls: ${(0,report_escape/* escapeText */.X1)((0,control_outcome.controlsText)(planted), 400)}.</sub>` : '';
    const admitted = input.head.judge.admission;
    const admission = admitted ? `<sub>Admission: ${(0,report_escape/* escapeText */.X1)((0,evaluators_admission.admissionLine)(admitted), 600)}.</sub>` : '';
    const drift = driftText(input.head.judge);
    return [
        ...(agent ? [agent] : []),
        judge,
        ...(controls ? [controls] : []),
        ...(admission ? [admission] : []),
        ...(drift ? [drift] : []),
        ...(agreement ? [agreement] : []),
        ...(html ? [html] : []),
    ].join('\n\n');
}
/** Where report.html is, when the run uploaded it. */
function htmlLine(input) {
    const run = input.runUrl ? `[this run](${input.runUrl})` : 'this run';
    return input.htmlArtifact
        ? `<sub>The whole report, with a timeline of each regressed session: report.html in the artifact ${(0,report_escape/* code */.aY)(input.htmlArtifact)} of ${run}.</sub>`
        : '';
}
/** What differs between this run's judge and the base's or the certificate's, in a line. */
function driftText(j) {
    const lines = [
        ...(j.baseJudge ? [`the base was judged by ${j.baseJudge}; its sessions were judged again by this judge`] : []),
        ...(j.admission?.drift ?? []),
    ];
    return lines.length ? `<sub>Judge drift: ${(0,report_escape/* escapeText */.X1)(lines.join('; '), 600)}.</sub>` : '';
}
const pct = (x) => `${Math.round(x * 100)}%`;
/** The judge's agreement with labelled sessions: the held-out figure first, the development one after. */
function agreementText(c) {
    const set = c.set
        ? `${(0,report_escape/* escapeText */.X1)(c.set, 80)}${c.sessions ? ` (${c.sessions} sessions${c.development ? ', never tuned on' : ''})` : ''}`
        : 'the labelled calibration set';
    const dev = c.development
        ? ` On the development part it was tuned on (${c.development.sessions} sessions): ${pct(c.development.exact)} exact.`
        : '';
    const r = c.realText;
    const told = r?.abstained !== undefined ? `, could not tell ${r.abstained} more` : '';
    const real = r
        ? ` On text real LLM agents wrote (${r.sessions} held-out sessions from ${(0,report_escape/* escapeText */.X1)(r.source, 80)}, never tuned on): ${pct(r.exact)} exact, ${pct(r.withinOne)} within one level (${r.n} labels${told}; ${pct(r.developmentExact)} exact on the ${r.developmentSessions} development sessions).`
        : '';
    return `Judge agreement with ${set}: ${pct(c.exact)} exact, ${pct(c.withinOne)} within one level (Cohen's kappa ${c.kappa.toFixed(2)}, ${c.n} labels).${dev}${real}`;
}

;// CONCATENATED MODULE: ./lib/report/markdown.js
// The report: one markdown body for the PR comment and the job summary. Sections in order of
// importance; when the body would pass GitHub's 65,536-character limit, the least important ones are
// shortened, then dropped, with a note that points at the run's artifact.














const GITHUB_COMMENT_LIMIT = 65_536;
const marker = (configId = 'default') => `<!-- agent-chaos:${configId.replace(/[^A-Za-z0-9_.-]/g, '')} -->`;
/**
 * The comment when a run did not finish (a config error, a setup failure, a crash, a cancelled
 * job): it replaces the previous verdict, which no longer applies to this commit.
 */
function failureReport(configId, message, runUrl) {
    return [
        marker(configId),
        '## ⚠️ agent-chaos: this run did not finish',
        '',
        escapeText(message, 600),
        '',
        `No verdict for this commit: the previous one no longer applies.${runUrl ? ` The [run's log](${runUrl}) says more.` : ''}`,
        '',
        noVerdictBlock(),
    ].join('\n');
}
/**
 * The PR comment's budget in characters (about 4,000 tokens, a quarter of GitHub's limit): a review bot or a model that reads
 * every comment of a pull request gets the verdict, the regressions and the insights, not pages of
 * tables. What does not fit is in the full report (report.md, the job summary, report.html).
 */
const COMMENT_BUDGET = 16_000;
/** The sections in reading order; the comment leaves out the long tables the full report keeps. */
function sections(input, form) {
    const full = form === 'full';
    const all = [
        { priority: 100, render: () => `${marker(input.configId)}\n${(0,verdict/* headline */.Pl)(input)}` },
        { priority: 95, render: (n) => (0,regressions/* regressions */.Z0)(input, n) },
        { priority: 90, render: () => (0,verdict/* groundsOf */.KV)(input) },
        { priority: 90, render: () => runNotes(input) },
        { priority: 85, render: (n) => insights(input, n) },
        { priority: 75, render: () => overallTable(input) },
        { priority: 70, render: (n) => (0,regressions/* regressionSessions */.BA)(input, full ? n : Math.min(n, 3)) },
        { priority: 60, render: (n) => evaluatorTables(input, n), only: 'full' },
        { priority: 45, render: (n) => reliabilityTable(input, n), only: 'full' },
        { priority: 50, render: (n) => runProblems(input, n) },
        { priority: 40, render: () => changes(input) },
        { priority: 25, render: (n) => coverageMatrix(input, n), only: 'full' },
        { priority: 65, render: (n) => sweeps_sweeps(input, n) },
        { priority: 20, render: () => charts(input), only: 'full' },
        { priority: 30, render: () => usage(input, full) },
        { priority: 88, render: () => elsewhere(input), only: 'comment' },
        { priority: 100, render: () => machineBlock(input) },
    ];
    return all.filter((s) => !s.only || s.only === form);
}
/** Where the comment's left-out tables are, and report.html. */
function elsewhere(input) {
    const where = input.runUrl
        ? `the [run's summary](${input.runUrl}) and its report artifact`
        : 'report.md and report.html';
    const rest = `<sub>Every evaluator per case, pass^k, fault coverage and charts: ${where}.</sub>`;
    return [rest, htmlLine(input)].filter(Boolean).join('\n\n');
}
/** The PR comment: the verdict line and the regressions first, the rest folded, within COMMENT_BUDGET. */
function renderComment(input) {
    // Room is kept for the earlier verdicts the action adds when it posts (history.ts).
    return renderBody(input, 'comment', Math.min(input.limit ?? COMMENT_BUDGET - HISTORY_ROOM, GITHUB_COMMENT_LIMIT));
}
/** The full report (report.md, the job summary): every section, within GitHub's limit. */
function renderReport(input) {
    return renderBody(input, 'full', input.limit ?? GITHUB_COMMENT_LIMIT);
}
/** A body within `limit`: sections shortened, then dropped, least important first. */
function renderBody(input, form, limit) {
    const list = sections(input, form);
    // The comment starts with ten rows a list; the full report with fifty.
    const limits = new Map(list.map((s) => [s, form === 'comment' ? 10 : 50]));
    const dropped = new Set();
    const where = input.runUrl ? `[the run's artifact](${input.runUrl})` : "the run's artifact (results.json)";
    const note = form === 'comment'
        ? `\n\n> Comment shortened to its budget (${COMMENT_BUDGET.toLocaleString('en')} characters with its history): the full results are in ${where}.`
        : `\n\n> Report shortened to fit GitHub's limit: the full results are in ${where}.`;
    // Each section rendered once per row count: shortening tries many bodies, changing one section at a time.
    const rendered = new Map();
    const render = (s, i) => {
        const key = `${i}:${limits.get(s)}`;
        let text = rendered.get(key);
        if (text === undefined)
            rendered.set(key, (text = s.render(limits.get(s))));
        return text;
    };
    const build = (truncated) => {
        const parts = list.map((s, i) => (dropped.has(s) ? '' : render(s, i))).filter((t) => t.trim());
        const [block] = parts.splice(-1); // the machine-readable block stays last, after the note
        return `${parts.join('\n\n')}${truncated ? note : ''}\n\n${block}`;
    };
    let body = build(false);
    if (body.length <= limit)
        return body;
    // Drop the decoration (charts) first; then, least important section first, shorten its lists
    // to three rows and, where that is not enough, drop it; the verdict, the regressions and what
    // they rest on stay, shortened last.
    const byImportance = [...list].sort((a, b) => a.priority - b.priority);
    for (const s of byImportance.filter((x) => x.priority <= 20))
        dropped.add(s);
    body = build(true);
    if (body.length <= limit)
        return body;
    for (const s of byImportance.filter((x) => x.priority < 90)) {
        limits.set(s, Math.min(3, limits.get(s)));
        body = build(true);
        if (body.length <= limit)
            return body;
        dropped.add(s);
        body = build(true);
        if (body.length <= limit)
            return body;
    }
    for (const s of byImportance.filter((x) => x.priority >= 90 && x.priority < 100)) {
        limits.set(s, Math.min(3, limits.get(s)));
        body = build(true);
        if (body.length <= limit)
            return body;
    }
    const block = machineBlock(input);
    return `${body.slice(0, Math.max(0, limit - note.length - block.length - 20))}\n\n…${note}\n\n${block}`;
}


/***/ }),

/***/ 3500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ regressionRows),
/* harmony export */   BA: () => (/* binding */ regressionSessions),
/* harmony export */   Z0: () => (/* binding */ regressions)
/* harmony export */ });
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2527);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8191);
// What regressed: a row per case with its evidence, and the sessions behind the regressions quoted.



/** The session that shows a regressed case best: its lowest-scored run for that evaluator. */
function worstRun(input, c) {
    const hc = input.head.cases.find((x) => x.name === c.case);
    return [...(hc?.runs ?? [])]
        .filter((r) => typeof r.scores[c.evaluator]?.score === 'number')
        .sort((a, b) => (a.scores[c.evaluator].score ?? 0) - (b.scores[c.evaluator].score ?? 0))[0];
}
/** One row per regressed case: what dropped, with intervals, and the evidence of its worst run. */
function regressionRows(input) {
    const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const byCase = [
        ...cells.reduce((m, c) => m.set(c.case, [...(m.get(c.case) ?? []), c]), new Map()),
    ];
    return byCase.map(([name, drops]) => {
        const r = worstRun(input, drops[0]);
        const s = r ? input.sessions?.get(r.sessionId) : undefined;
        const failed = s?.toolCalls.find((t) => t.status === 'error' || t.fault);
        const what = failed ? `${failed.name} ${failedHow(failed)}; ` : '';
        const evidence = s ? `${what}the agent said “${s.finalAnswer}”` : (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonText */ .uV)(r?.scores[drops[0].evaluator]?.reason);
        return {
            case: name,
            drops: drops.map((c) => ({
                evaluator: c.evaluator,
                change: (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .changeText */ .k0)(c),
            })),
            evidence,
        };
    });
}
/**
 * A list, not a table: at a phone's width (390 px) a table's evidence column scrolls out of sight,
 * while a list item wraps, with the evidence under the case it belongs to.
 */
function regressions(input, rowLimit) {
    const byCase = regressionRows(input);
    if (!byCase.length)
        return '';
    const items = byCase
        .slice(0, rowLimit)
        .flatMap((r) => [
        `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(r.case, 60)}**: ${r.drops.map((d) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(d.evaluator, 40)} ${d.change}`).join('; ')}`,
        `  <br>↳ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(r.evidence, 160)}`,
    ]);
    const out = [
        '### What regressed',
        '',
        '<sub>base → head, [95% CI of the change]; evidence: its worst run</sub>',
        '',
        ...items,
    ];
    if (byCase.length > rowLimit)
        out.push('', `…and ${byCase.length - rowLimit} more regressed case(s) in results.json.`);
    // The full SHA: an acceptance counts for exactly that commit (results/accept.ts).
    const sha = input.head.git?.sha?.toLowerCase();
    const acc = input.gate.accepted;
    if (acc) {
        const by = acc.by.map((b) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(`@${b}`, 40)).join(', ');
        const cases = acc.cases.map((c) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(c, 60)).join(', ');
        out.push('', `Accepted as intended by ${by} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(acc.sha.slice(0, 7))}: ${cases}. A new push makes it stale.`);
    }
    else if (input.gate.blocking && sha && /^[0-9a-f]{40}$/.test(sha)) {
        const cases = byCase
            .slice(0, 20)
            .map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(r.case, 60))
            .join(' ');
        out.push('', `<sub>Intended? A reviewer with write access accepts it for this head with a comment <code>/agent-chaos accept ${sha} ${cases}</code>, then re-runs this check; a new push makes the acceptance stale.</sub>`);
    }
    return out.join('\n');
}
/** How a failed or faulted call went wrong, in a few words: its error, or the data it gave. */
function failedHow(f) {
    if (f.status === 'error')
        return `failed (${f.error?.type})`;
    return `gave ${f.lie ? 'well-formed wrong' : 'damaged'} data (${f.fault})`;
}
/** The same, with the error's message and the fault's detail, for the quoted sessions. */
function failedCallWords(f) {
    if (f.status === 'error')
        return `failed (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(`${f.error?.type}: ${f.error?.message}`, 120)})`;
    return `returned ${f.lie ? 'well-formed wrong' : 'damaged'} data (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.faultDetail ?? f.fault ?? '', 120)})`;
}
/** Each session behind a regression, quoted once, with every evaluator's judgement of it. */
function regressionSessions(input, rowLimit) {
    const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const runs = [
        ...new Map(cells
            .map((c) => worstRun(input, c))
            .filter((r) => r)
            .map((r) => [r.sessionId, r])).values(),
    ].slice(0, rowLimit);
    if (!runs.length)
        return '';
    const out = ['<details><summary>The sessions behind the regressions</summary>', ''];
    for (const r of runs) {
        const s = input.sessions?.get(r.sessionId);
        const c = input.head.cases.find((x) => x.runs.includes(r));
        const failed = s?.toolCalls.filter((t) => t.status === 'error' || t.fault) ?? [];
        const what = failed.length
            ? failed.map((f) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(f.name)} ${failedCallWords(f)}, span ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(f.spanId)}`).join('; ')
            : 'no failed tool call';
        out.push(`**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(c?.name ?? '', 60)}**, session ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(r.sessionId)}: ${what}. The agent said:`, '', `> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(s?.finalAnswer ?? '(session not available)', 400)}`, '');
        for (const [ev, score] of Object.entries(r.scores))
            out.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(ev, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(score.label, 40)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)((0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonText */ .uV)(score.reason), 240)}`);
        out.push('');
    }
    out.push('</details>');
    return out.join('\n');
}


/***/ }),

/***/ 975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KV: () => (/* binding */ groundsOf),
/* harmony export */   L2: () => (/* binding */ verdictWords),
/* harmony export */   Pl: () => (/* binding */ headline)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2527);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8191);


/** "5 runs a side", or "5 to 60 runs a side". */
function undecidedRuns(cells) {
    const ns = cells.map((c) => Math.min(c.base.n, c.head.n));
    const lo = Math.min(...ns);
    const hi = Math.max(...ns);
    return `${lo === hi ? lo : `${lo} to ${hi}`} run(s) a side`;
}
/** Why cells are undecided: runs the judge could not tell (gate.ts words them), or too few runs. */
function undecidedWhy(cells, unread) {
    const runs = cells.filter((c) => !c.unread && !c.notCompared && !c.twoInstruments);
    const short = runs.length ? `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(runs.length, 'result')} could not be decided with ${undecidedRuns(runs)}` : '';
    const missing = cells.filter((c) => c.notCompared);
    const checks = [...new Set(missing.map((c) => c.evaluator))].join(', ');
    const notCompared = missing.length
        ? `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(missing.length, 'result')} not compared: the base has no ${checks} results and no sessions to check`
        : '';
    const mixed = cells.filter((c) => c.twoInstruments);
    const read = [...new Set(mixed.map((c) => c.evaluator))].join(', ');
    const twoInstruments = mixed.length
        ? `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(mixed.length, 'result')} read by two instruments: the offline judge's sure readings of ${read} were withdrawn for some runs only`
        : '';
    const counted = runs.length + missing.length + mixed.length;
    const parts = [short, notCompared, twoInstruments, unread && counted < cells.length ? unread : ''];
    return parts.filter(Boolean).join('; ');
}
/** "no drop shown; ", unless a cell read by two instruments may hide one. */
const noDrop = (undecided) => (undecided.some((c) => c.twoInstruments) ? '' : 'no drop shown; ');
/** The verdict in words, as the headlines of report.md and report.html say it (plain text: the caller escapes it). */
function verdictWords(input) {
    const { gate, comparison } = input;
    const gated = comparison?.cells.filter((c) => c.gated) ?? [];
    const regressed = gated.filter((c) => c.verdict === 'regressed');
    const undecided = gated.filter((c) => c.verdict === 'inconclusive');
    const unchanged = gated.filter((c) => c.verdict === 'unchanged' || c.verdict === 'improved');
    const evaluators = new Set(gated.map((c) => c.evaluator)).size;
    const cases = new Set(gated.map((c) => c.case)).size;
    const icon = gate.verdict === 'fail' ? (gate.blocking ? '❌' : '⚠️') : gate.verdict === 'pass' ? '✅' : '🟡';
    const regressedText = `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(regressed.length, 'regression')} in ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(new Set(regressed.map((c) => c.case)).size, 'case')}`;
    const warnOnly = gate.blocking ? '' : ' (warning only)';
    const problem = gate.missingEvidence?.slice(0, 240);
    const accepted = gate.accepted && gate.verdict === 'pass' ? gate.accepted : undefined;
    const what = accepted
        ? `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(accepted.cases.length, 'regressed case')} accepted by @${accepted.by.join(', @')} for this head`
        : gate.verdict === 'fail'
            ? regressed.length
                ? `${regressedText}${problem ? `; ${problem}` : ''}${warnOnly}`
                : `${problem ?? gate.unread ?? (gate.advisory?.decides ? gate.advisory.text : 'the gate failed')}${warnOnly}`
            : gate.verdict === 'pass'
                ? comparison
                    ? unchanged.length === gated.length
                        ? `no regression: ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(cases, 'case')} × ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(evaluators, 'evaluator')} unchanged`
                        : `no regression: ${unchanged.length} of ${gated.length} results unchanged`
                    : 'passed'
                : gate.advisory?.decides
                    ? `undecided: ${gate.advisory.text} (the check passes, gate.on_undecided: pass)`
                    : comparison
                        ? `undecided: ${undecidedWhy(undecided, gate.unread)} (${noDrop(undecided)}the check passes, gate.on_undecided: pass)`
                        : input.baseline?.next
                            ? `no baseline yet: ${input.baseline.next}`
                            : 'no baseline to compare with';
    return { icon, what: gate.smoke ? smokeWords(gate, what, regressedText) : what };
}
/** The smoke tier's headline: what its first round was certain of, and what needs the full run. */
function smokeWords(gate, what, regressedText) {
    const s = gate.smoke;
    const rest = s.needFull
        ? `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.needFull, 'case')} ${s.needFull === 1 ? 'needs' : 'need'} the full run (${s.howFull})`
        : '';
    if (gate.verdict === 'inconclusive')
        return `smoke: no regression certain; ${rest}`;
    if (gate.verdict === 'fail' && s.certain && what.startsWith(regressedText)) {
        const certain = `${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.certain, 'certain regression')} in ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(s.cases, 'case')}`;
        return `smoke: ${certain}${rest ? `; ${rest}` : ''}${what.slice(regressedText.length)}`;
    }
    return `smoke: ${what}${rest && gate.verdict === 'pass' ? `; ${rest}` : ''}`;
}
/** The verdict in one line: the comment's first, what a reviewer reads in ten seconds. */
function headline(input) {
    const words = verdictWords(input);
    return `## ${words.icon} agent-chaos: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(words.what, 400)}`;
}
/** What the verdict rests on (the baseline, the head's runs, the judge) and what else it says. */
function groundsOf(input) {
    const { gate, head, comparison } = input;
    const runs = head.cases.reduce((n, c) => n + c.runs.length, 0);
    const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
    const words = verdictWords(input);
    const b = input.baseline;
    const base = b.source === 'none' ? `No baseline: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(b.description, 200)}.` : comparedWith(input);
    const judge = head.judge.provider === 'heuristic'
        ? 'heuristic judge (offline, a rough stand-in for an LLM judge)'
        : `judge ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(head.judge.model, 80)}`;
    // Regressions are in the table below; other reasons are said here.
    const listed = (r) => regressed.some((c) => r.startsWith(`${c.case} · ${c.evaluator}:`));
    const other = gate.verdict !== 'pass'
        ? gate.reasons.filter((r) => r !== words.what &&
            !r.startsWith('undecided:') &&
            r !== gate.advisory?.text &&
            !(r === 'no baseline to compare with' && words.what.startsWith('no baseline yet:')) &&
            !listed(r) &&
            !(gate.missingEvidence && r.startsWith(gate.missingEvidence)))
        : [];
    // Advisory results that dropped are said where a reviewer looks first, with why they do not gate.
    const advisory = gate.advisory;
    if (advisory && !advisory.decides && advisory.regressed)
        other.unshift(`${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(advisory.regressed, 'advisory result')} dropped, not gated: ${advisory.text}`);
    return [
        `${base} Head ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(head.git.sha.slice(0, 7))}: ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(head.cases.length, 'case')}, ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(runs, 'run')}, ${judge}.`,
        ...(other.length ? ['', ...other.slice(0, 5).map((r) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(r, 300)}`)] : []),
    ].join('\n');
}
/** The baseline in a sentence: its commit, how it was made and how old it is. */
function comparedWith(input) {
    const b = input.baseline;
    const commit = b.sha ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(b.sha.slice(0, 7)) : 'the base';
    const when = b.createdAt ? `, ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .age */ .KW)(b.createdAt, input.now ?? Date.now())}` : '';
    const rejudged = b.rejudged ? '; the baseline was judged again with the current judge' : '';
    return `Compared with ${commit} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(b.description, 200)}${when})${rejudged}.`;
}


/***/ }),

/***/ 8191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ fold),
/* harmony export */   KW: () => (/* binding */ age),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   YP: () => (/* binding */ interval),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   e0: () => (/* binding */ deltaOf),
/* harmony export */   s8: () => (/* binding */ verdictCell),
/* harmony export */   uV: () => (/* binding */ reasonText),
/* harmony export */   zg: () => (/* binding */ isFaultNote)
/* harmony export */ });
/* unused harmony export signed */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);

const isFaultNote = (n) => /not exercised|never fired although|but the trace has no such call|model fault .* never fired|has no model-call span|changed nothing in/.test(n);
const SYMBOL = {
    regressed: '🔴 regressed',
    improved: '🟢 improved',
    unchanged: '⚪ unchanged',
    inconclusive: '🟡 undecided',
};
const num = _util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .twoDecimals */ .Bu;
const signed = (x) => (x === null ? '–' : `${x > 0 ? '+' : ''}${x.toFixed(2)}`);
/** The tested difference: of the share of passing runs where that is tested ("-0.40 pass"), else of the mean. */
const deltaOf = (c) => c.passDelta === undefined ? signed(c.delta) : c.passDelta === null ? '–' : `${signed(c.passDelta)} pass`;
/** The 95% interval of a difference, as the tables show it. */
const interval = (c) => c.ci ? `[${num(c.ci[0])}, ${num(c.ci[1])}]` : undefined;
function verdictCell(c) {
    let v = SYMBOL[c.verdict];
    if (c.flaky)
        v += ' ⚠️ flaky';
    if (c.advisory)
        v += ' (advisory: the judge is not admitted for it)';
    else if (!c.gated)
        v += ' (not gated)';
    if (c.verdict === 'inconclusive' && c.repeatsNeeded)
        v += `, ~${c.repeatsNeeded} runs a side would decide it`;
    return v;
}
function age(iso, now) {
    if (!iso)
        return '';
    const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
    return Number.isNaN(days) ? '' : days <= 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A reason as the judge gave it, without a source prefix the label already carries. */
const reasonText = (r) => (r ?? '').replace(/^Heuristic: /, '');
/** A section folded under a one-line summary (the summary is the caller's own words, not agent text). */
const fold = (summary, body) => body.trim() ? `<details><summary>${summary}</summary>\n\n${body.trim()}\n\n</details>` : '';


/***/ }),

/***/ 9374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ coverage)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
// The coverage matrix: tools (those the agent called, those faulted, those the config declares) x
// tool fault types, each cell saying whether a run exercised it (the fault fired on that tool) and
// how the agent's failure communication scored there. Gaps in the chaos plan show as empty cells;
// `agent-chaos plan` turns them into cases.

/**
 * The matrix's columns: the faults that damage or fail a call. The ambiguous failures are shown for
 * the tools that change state only (a read-only tool's retry is harmless); a slow success and an
 * injected instruction are checked by their own evaluators.
 */
const MATRIX_EFFECTS = _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFECT_TYPES */ .kq.filter((e) => !_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .AFTER_EFFECT_TYPES */ .HR.includes(e) && e !== 'slow_success' && e !== 'inject_instruction');
const key = (tool, effect) => `${tool}\u0000${effect}`;
function coverage(results, declaredTools = []) {
    const cells = new Map();
    const tools = new Set(declaredTools);
    const seenIn = new Map();
    for (const c of results.cases) {
        const noFault = !Object.keys(c.effects.tool_effects).length && !c.effects.model_effects?.length;
        for (const tool of Object.keys(c.effects.tool_effects))
            tools.add(tool);
        for (const r of c.runs) {
            for (const t of r.tools ?? []) {
                tools.add(t);
                const seen = seenIn.get(t);
                if (!seen || (noFault && !seen.noFault))
                    seenIn.set(t, { case: c.name, input: c.input, noFault });
            }
            for (const f of r.faults) {
                if (f.target === 'model')
                    continue;
                const k = key(f.tool, f.effect);
                const cell = cells.get(k) ?? { runs: 0, fired: 0, sum: 0, scored: 0 };
                cells.set(k, cell);
                cell.runs++;
                if (!f.fired)
                    continue;
                cell.fired++;
                const s = r.scores.failure_communication?.score;
                if (typeof s === 'number') {
                    cell.sum += s;
                    cell.scored++;
                }
            }
        }
    }
    const list = [...tools].sort();
    const cell = (tool, effect) => {
        const c = cells.get(key(tool, effect));
        return c && { runs: c.runs, fired: c.fired, mean: c.scored ? c.sum / c.scored : null };
    };
    const untested = list.flatMap((tool) => MATRIX_EFFECTS.filter((effect) => !(cell(tool, effect)?.fired ?? 0)).map((effect) => ({ tool, effect })));
    const writes = [...new Set(results.cases.flatMap((c) => (c.checks?.side_effects ?? []).map((s) => s.tool)))].sort();
    const effectful = writes.map((tool) => ({
        tool,
        ambiguous: _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .AFTER_EFFECT_TYPES */ .HR.reduce((n, e) => n + (cell(tool, e)?.fired ?? 0), 0),
    }));
    return {
        tools: list,
        effects: MATRIX_EFFECTS,
        effectful,
        cell,
        untested,
        seenIn: new Map([...seenIn].map(([t, s]) => [t, { case: s.case, input: s.input }])),
    };
}


/***/ }),

/***/ 6151:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   Vy: () => (/* binding */ aggregateNotes),
/* harmony export */   w0: () => (/* binding */ faultLines)
/* harmony export */ });
/* unused harmony export meantTool */
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1236);
// What the report and the run summary say about the faults themselves (facts, not scores): per case,
// how often each configured fault fired, a fault that never fired although its tool was called (a
// wiring problem: the tool is not wrapped, or the MCP proxy is not in its path), and a fault whose
// tool the agent never called (the case tested nothing).

/**
 * The tool a fault's name may mean among those the agent called: one that ends with it after a
 * separator (an MCP client's "mcp__travel__search_flights", "travel.search_flights"), or the nearest
 * by edit distance.
 */
function meantTool(tool, called) {
    const prefixed = called.find((c) => c.length > tool.length && c.endsWith(tool) && /[_.:/-]$/.test(c.slice(0, -tool.length)));
    return (prefixed ??
        (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(tool, called.filter((c) => c !== tool)));
}
function faultLines(cases) {
    const lines = [];
    for (const c of cases) {
        const judged = c.runs.filter((r) => r.facts);
        if (!judged.length)
            continue;
        for (const [tool, effects] of Object.entries(c.effects.tool_effects)) {
            for (const e of effects) {
                const effect = String(e.effect_type);
                const mine = judged.map((r) => r.faults.find((f) => f.tool === tool && f.effect === effect));
                const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
                const noop = mine.filter((f) => f?.noop).length;
                const called = mine.filter((f) => f?.exercised).length;
                const meant = called ? undefined : meantTool(tool, [...new Set(judged.flatMap((r) => r.tools ?? []))]);
                lines.push({
                    case: c.name,
                    tool,
                    effect,
                    fired: mine.filter((f) => f?.fired).length,
                    called,
                    runs: judged.length,
                    ...(applyRate !== undefined ? { applyRate } : {}),
                    ...(noop ? { noop } : {}),
                    ...(meant ? { meant } : {}),
                });
            }
        }
        for (const e of c.effects.model_effects ?? []) {
            const effect = String(e.effect_type);
            const mine = judged.map((r) => r.faults.find((f) => f.target === 'model' && f.effect === effect));
            const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
            lines.push({
                case: c.name,
                tool: 'model',
                model: true,
                effect,
                fired: mine.filter((f) => f?.fired).length,
                called: mine.filter((f) => f?.exercised).length,
                runs: judged.length,
                ...(applyRate !== undefined ? { applyRate } : {}),
            });
        }
    }
    return lines;
}
/** One line per configured fault: "search_timeout: timeout on search_flights fired in 3/3 run(s)". */
function describeFault(l) {
    const rate = l.applyRate !== undefined && l.applyRate < 1 ? ` (apply_rate ${l.applyRate})` : '';
    if (l.model) {
        if (l.fired)
            return `${l.case}: model fault ${l.effect} fired in ${l.fired}/${l.runs} run(s).`;
        const called = l.called ? ` although the agent made model calls in ${l.called} run(s)` : '';
        return `${l.case}: model fault ${l.effect} never fired${called}${rate}: does the agent's model client read OPENAI_BASE_URL or AWS_ENDPOINT_URL_BEDROCK_RUNTIME, and use Chat Completions or Converse?`;
    }
    const meant = l.meant ? ` It called ${l.meant}: is that the tool meant? Name it so in the case's tool_effects.` : '';
    return l.called === 0
        ? `${l.case}: fault ${l.effect} on ${l.tool} was not exercised: the agent never called ${l.tool}.${meant}`
        : l.fired === 0 && l.noop
            ? `${l.case}: fault ${l.effect} on ${l.tool} changed nothing in ${l.noop} run(s): no value it could damage at these settings.`
            : l.fired === 0
                ? `${l.case}: fault ${l.effect} on ${l.tool} never fired although the agent called ${l.tool} in ${l.called} run(s)${rate}: is the tool wrapped with agent-chaos/chaos, or the MCP proxy in its path?`
                : `${l.case}: fault ${l.effect} on ${l.tool} fired in ${l.fired}/${l.runs} run(s).`;
}
/** The notes results.json carries: the faults that did not do their job (not exercised, never fired). */
function aggregateNotes(cases) {
    return faultLines(cases)
        .filter((l) => l.called === 0 || l.fired === 0)
        .map(describeFault);
}


/***/ }),

/***/ 9830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reliabilityOf)
/* harmony export */ });
/* unused harmony export passHatK */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// Reliability as readers of agent benchmarks know it: pass^k, the chance that all k runs of a case
// pass, estimated from the n runs made as C(c, k) / C(n, k) with c the passing runs (tau-bench's
// unbiased estimator). A run passes when it left a session and every gated evaluator that judged it
// passed it; a run lost to the runner fails; a run no gated evaluator judged is not counted.

/** C(c, k) / C(n, k), as a product so that large n stays finite. */
function passHatK(n, c, k) {
    if (k < 1 || n < k)
        return null;
    let p = 1;
    for (let i = 0; i < k; i++)
        p *= Math.max(0, c - i) / (n - i);
    return p;
}
function passed(r) {
    if (r.status !== 'ok')
        return r.status === 'cancelled' ? undefined : false;
    const gated = Object.entries(r.scores).filter(([ev, s]) => (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .gatable */ .R7)(ev) && s.pass !== null);
    if (!gated.length)
        return undefined;
    return gated.every(([, s]) => s.pass === true);
}
const round3 = (x) => (x === null ? null : Math.round(x * 1000) / 1000);
function reliabilityOf(runs) {
    const counted = runs.map(passed).filter((x) => x !== undefined);
    const good = counted.filter(Boolean).length;
    // A bank's earlier runs estimate pass^k better; they do not change what k is.
    const k = Math.max(1, runs.filter((r) => (r.round ?? 1) === 1 && !r.banked).length);
    return {
        k,
        n: counted.length,
        passed: good,
        pass1: round3(passHatK(counted.length, good, 1)),
        passK: round3(passHatK(counted.length, good, k)),
    };
}


/***/ }),

/***/ 9749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ sweepCurves),
/* harmony export */   k: () => (/* binding */ breakShift)
/* harmony export */ });
function sweepCurves(results, evaluator, threshold = 0.5) {
    const groups = new Map();
    for (const c of results.cases) {
        if (!c.sweep)
            continue;
        let curve = groups.get(c.sweep.case);
        if (!curve)
            groups.set(c.sweep.case, (curve = { case: c.sweep.case, parameter: c.sweep.parameter, evaluator, points: [] }));
        const s = c.summary?.[evaluator];
        curve.points.push({
            label: c.sweep.label,
            value: c.sweep.value,
            mean: s?.mean ?? null,
            ci: s?.ci ?? null,
            n: s?.n ?? 0,
        });
    }
    for (const curve of groups.values())
        curve.breaksAt = curve.points.find((p) => p.mean !== null && p.mean < threshold)?.label;
    return [...groups.values()];
}
/** How the head's breaking point moved from the base's: earlier (worse), later (better), ... */
function breakShift(head, base) {
    if (!base)
        return undefined;
    const at = (c) => (c.breaksAt === undefined ? -1 : c.points.findIndex((p) => p.label === c.breaksAt));
    const [h, b] = [at(head), at(base)];
    if (h < 0 && b < 0)
        return 'never';
    if (h < 0)
        return 'fixed';
    if (b < 0)
        return 'new';
    return h < b ? 'earlier' : h > b ? 'later' : 'same';
}


/***/ })

};
