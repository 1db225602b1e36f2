// The summary of `npm run bench:compare` (compare.mjs): medians and ranges of each side's rounds,
// and the paired ratios of requests per second (round i of the tree over round i of the ref).

export const median = (xs) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const range = (xs, digits = 0) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

/** 'faster' / 'slower' when every paired ratio is on the same side of 1, '~' otherwise. */
export function verdict(ratios) {
  if (ratios.length >= 3 && ratios.every((r) => r > 1)) return 'faster';
  if (ratios.length >= 3 && ratios.every((r) => r < 1)) return 'slower';
  return '~';
}

/** Rows for console.table, the `results` of each side (medians) and the per-case comparison. */
export function summarise(cases, ref, tree) {
  const rows = [];
  const results = { ref: [], tree: [] };
  const comparison = [];
  const loads = [];
  const helloName = cases.find((c) => c.hello)?.name;
  const rpsOf = (side, name) => median(side.samples[name].map((s) => s.rps));
  for (const c of cases) {
    const a = ref.samples[c.name];
    const b = tree.samples[c.name];
    const n = Math.min(a.length, b.length);
    // Only the rounds where both sides answered every request (a shed 503 or a timeout makes a
    // round's req/s meaningless).
    const ratios = [];
    for (let i = 0; i < n; i++) if (!a[i].errors && !b[i].errors) ratios.push(b[i].rps / a[i].rps);
    for (const s of [...a, ...b]) loads.push(Number(s.load));
    const side = (samples, s) => {
      const r = {
        case: s.cases[c.name]?.name ?? c.name,
        rps: median(samples.map((x) => x.rps)),
        p50: median(samples.map((x) => x.p50)),
        p99: median(samples.map((x) => x.p99)),
        errors: samples.reduce((t, x) => t + x.errors, 0),
      };
      return r;
    };
    const ra = side(a, ref);
    const rb = side(b, tree);
    results.ref.push(ra);
    results.tree.push(rb);
    const vsHello = (s, rps) => (helloName && !c.hello ? (rps / rpsOf(s, helloName)).toFixed(2) : '1.00');
    const ratio = ratios.length ? median(ratios) : Number.NaN;
    comparison.push({ case: c.name, ratio, ratios, verdict: verdict(ratios) });
    rows.push({
      case: c.name,
      'ref req/s': `${Math.round(ra.rps)} (${range(a.map((x) => x.rps))})`,
      'tree req/s': `${Math.round(rb.rps)} (${range(b.map((x) => x.rps))})`,
      ratio: ratios.length
        ? `${ratio.toFixed(2)} [${range(ratios, 2)}]${ratios.length < n ? ` ${ratios.length}/${n}` : ''}`
        : '–',
      '': verdict(ratios),
      'ref p99': `${ra.p99} (${range(a.map((x) => x.p99))})`,
      'tree p99': `${rb.p99} (${range(b.map((x) => x.p99))})`,
      'vs hello ref/tree': `${vsHello(ref, ra.rps)} / ${vsHello(tree, rb.rps)}`,
      errors: `${ra.errors} / ${rb.errors}`,
    });
  }
  return { rows, results, comparison, loadRange: loads.length ? range(loads, 1) : '–' };
}
