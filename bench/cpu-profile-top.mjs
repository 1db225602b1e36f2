#!/usr/bin/env node
// The functions with the most self time in a V8 CPU profile (`node --cpu-prof`), and the share of
// each source (our code, node_modules packages, Node's internals, native/GC, idle):
//   node bench/cpu-profile-top.mjs CPU.….cpuprofile [how many, default 30]
import { readFileSync } from 'node:fs';

const [file, many = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile-top.mjs <file.cpuprofile> [n]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
// Each sample's time is the delta to the next sample.
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  const dt = deltas[i + 1] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) => {
  if (!url) return 'native';
  if (url.startsWith('node:')) return 'node';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  return 'ours';
};
const functions = new Map();
const sources = new Map();
for (const [id, t] of self) {
  const { callFrame: f } = byId.get(id);
  const name = f.functionName || '(anonymous)';
  const source = ['(idle)', '(garbage collector)', '(program)'].includes(name) ? name : where(f.url);
  const key = `${name}  ${f.url ? `${f.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${f.lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + t);
  sources.set(source, (sources.get(source) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / total).toFixed(1)} %`;
const busy = total - (sources.get('(idle)') ?? 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`);
console.table(
  [...sources]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([source, t]) => ({
      source,
      self: pct(t),
      'of busy': source === '(idle)' ? '' : `${((100 * t) / busy).toFixed(1)} %`,
    })),
);
console.table(
  [...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(many))
    .map(([fn, t]) => ({
      function: fn.slice(0, 110),
      self: pct(t),
      'of busy': `${((100 * t) / busy).toFixed(1)} %`,
    })),
);
