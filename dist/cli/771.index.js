export const id = 771;
export const ids = [771];
export const modules = {

/***/ 1771:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CALIBRATION_SET: () => (/* binding */ CALIBRATION_SET),
/* harmony export */   calibrateCommand: () => (/* binding */ calibrateCommand)
/* harmony export */ });
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1202);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1091);
/* harmony import */ var _evaluators_calibration_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(406);
/* harmony import */ var _judge_create_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7728);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5202);
/* harmony import */ var _evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2624);
/* harmony import */ var _util_package_root_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6189);
// `agent-chaos calibrate [--judge ...]`: runs a judge over the calibration set bundled with
// agent-chaos (the specifications' example scenarios and labelled sessions for every fault type)
// and prints how far it agrees with the labels; writes calibration.json, which judge.calibration can
// point at so the report names the judge's measured agreement.









const CALIBRATION_SET = ['fixtures', 'calibration', 'sessions.jsonl'];
async function calibrateCommand(args, io) {
    const entries = (0,_evaluators_calibration_js__WEBPACK_IMPORTED_MODULE_4__/* .readCalibrationSet */ .p8)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_8__/* .packageRoot */ .Z)(), ...CALIBRATION_SET));
    const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
    const scoring = {
        judge: _config_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeSchema */ .dN.parse({ provider: 'heuristic', ...defined }),
        evaluators: (0,_evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_7__/* .evaluatorSettings */ .D)(),
        configHash: 'calibration',
    };
    const judge = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_6__/* .judgeFor */ .z0)(scoring, (l) => io.err(`warning: ${l}`));
    io.out(`calibrate: ${entries.length} labelled session(s), judge ${scoring.judge.provider}${judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`}`);
    const c = await (0,_evaluators_calibration_js__WEBPACK_IMPORTED_MODULE_4__/* .calibrate */ .C3)(entries, {
        judge,
        concurrency: scoring.judge.concurrency,
        label: (0,_judge_create_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeLabel */ .gy)(judge),
        deadlineMs: scoring.judge.deadline,
    });
    const pct = (x) => `${(x * 100).toFixed(0)}%`;
    const rows = [
        ['evaluator', 'n', 'exact', 'within one', "Cohen's kappa", 'Failure passed'],
        ...[...c.evaluators, { evaluator: 'all', ...c.overall }].map((e) => [
            e.evaluator,
            String(e.n),
            pct(e.exact),
            pct(e.withinOne),
            e.kappa.toFixed(2),
            String(e.failuresPassed.length),
        ]),
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows)
        io.out(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
    for (const m of c.misses.slice(0, 20))
        io.out(`  ${m.sessionId} ${m.evaluator}: labelled ${m.label}, judged ${m.got}`);
    (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDir */ .g)(args.out);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(args.out, 'calibration.json');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, `${JSON.stringify(c, null, 2)}\n`);
    io.out(`wrote ${path}`);
    return 0;
}


/***/ })

};
