export const id = 162;
export const ids = [162];
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


/***/ })

};
